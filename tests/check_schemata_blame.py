"""scripts/mutate --schemata blames a schema that does not compile, not the schemata of the code its error breaks.

The schema of `<` in `using MaskOf = decltype(std::declval<W>() < std::declval<W>())` (obb2d.hpp) is a lambda in
an unevaluated operand, which does not compile; MaskOf is then not declared, and every later use of it fails with
"does not name a type". The first round of compiling the headers alone must leave out that schema only, and in
the end most of the others of the lines that use MaskOf must compile: they were never wrong.

    python3 tests/check_schemata_blame.py WORK_DIR      (exit 0 when it holds; run from the repository)
"""

import importlib.machinery
import os
import shutil
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.argv, work = sys.argv[:1], sys.argv[1]
mutate = importlib.machinery.SourceFileLoader("mutate", os.path.join(ROOT, "scripts", "mutate")).load_module()
HEADER = "impl/obb2d/obb2d.hpp"

with open(os.path.join(ROOT, HEADER)) as source:
    lines = source.read().split("\n")
definition = next(number for number, line in enumerate(lines, 1) if line.startswith("using MaskOf = "))
users = {number for number, line in enumerate(lines, 1) if "MaskOf<W>" in line}
compiled = mutate.compiled_lines(mutate.HEADERS)
mutants = [mutant for mutant in mutate.generate(mutate.HEADERS, compiled, compiled) if mutant.file == HEADER
           and (mutant.line == definition and mutant.operator.startswith("relational")
                or any(user <= mutant.line <= user + 3 for user in users))]
culprits = {mutant.key() for mutant in mutants if mutant.line == definition}
if not culprits or len(mutants) - len(culprits) < 10:
    sys.exit(f"check_schemata_blame: the header changed: {len(culprits)} mutants of `using MaskOf`, "
             f"{len(mutants) - len(culprits)} of the lines that use it")

shutil.rmtree(work, ignore_errors=True)
build = mutate.SchemataBuild(work, [HEADER], mutants, 0, 2)
shutil.copytree(os.path.join(ROOT, "impl"), os.path.join(build.tree, "impl"))
build.nodes = mutate.schemata.syntax_nodes(ROOT, [HEADER], [[], [mutate.NAN_FREE]])
build._write({})
probe = os.path.join(build.tree, "probe.cpp")
with open(probe, "w") as out:
    out.write("#include <obb2d/obb2d.hpp>\n")
commands = [[compiler, "-std=c++17", "-O1", *defines, *build.flags(), "-I", os.path.join(build.tree, "impl"),
             "-fsyntax-only", probe] for compiler in ("g++", "clang++-14") for defines in ([], [mutate.NAN_FREE])]

numbers = {number: key for key, number in build.schemata.ids.items()}
blamed, failure = build._compile_round(commands)
blamed_keys = {numbers[number] for number in blamed}
if failure is not None or blamed_keys != culprits & set(build.schemata.ids):
    sys.exit(f"check_schemata_blame: the first round blamed {len(blamed_keys)} schemata, "
             f"{len(blamed_keys - culprits)} of them not of `using MaskOf` (failure: {failure is not None})")
excluded = {key: "its schema does not compile" for key in blamed_keys}
for _ in range(10):  # the rounds that follow: until the headers compile
    build._write(excluded)
    numbers = {number: key for key, number in build.schemata.ids.items()}
    blamed, failure = build._compile_round(commands)
    if failure is not None:
        sys.exit("check_schemata_blame: a failure no schema explains")
    if not blamed:
        break
    excluded.update({numbers[number]: "its schema does not compile" for number in blamed})
held = len(build.schemata.ids)
others = len(mutants) - len(culprits)
# Of the others, a few do not compile for reasons of their own (a constant of a vector's width); the old rule,
# which blamed every error, left out a schema of each line that uses MaskOf.
if blamed or held < others * 3 // 4:
    sys.exit(f"check_schemata_blame: {held} of the {others} other schemata compile in the end")
print(f"check_schemata_blame: the first round left out {len(blamed_keys)} schema, of `using MaskOf`; "
      f"{held} of the {others} others compile in the end")
