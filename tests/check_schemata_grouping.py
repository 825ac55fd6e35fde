"""scripts/mutate --schemata holds a mutant of a binary operator only when its schema is the plain mutant.

The plain path replaces the operator in the line's text; the schema swaps the operator of the expression clang
read. When the replacement binds less or more tightly than the original, the text can group the operands
otherwise (`a && b && c`, the first `&&` made `||`, reads a || (b && c)): that mutant must keep the plain path,
and every other must be held. The judge is clang itself: each mutated text of a small header is parsed again, and
its operator's operands must be those of the original's expression exactly when the schemata hold the mutant.

    python3 tests/check_schemata_grouping.py WORK_DIR      (exit 0 when it holds; run from the repository)
"""

import importlib.machinery
import os
import shutil
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.argv, work = sys.argv[:1], sys.argv[1]
mutate = importlib.machinery.SourceFileLoader("mutate", os.path.join(ROOT, "scripts", "mutate")).load_module()
schemata = mutate.schemata
HEADER = "impl/obb2d/grouping.hpp"
LINES = [
    "namespace obb2d {",
    "inline bool all_four(bool a, bool b, bool c, bool d) { return a && b && c && d; }",
    "inline bool any_three(bool a, bool b, bool c) { return a || b || c; }",
    "inline bool and_then_or(bool a, bool b, bool c) { return a && b || c; }",
    "inline bool or_of_and(bool a, bool b, bool c) { return a || (b && c); }",
    "inline bool grouped(bool a, bool b, bool c) { return (a && b) && c; }",
    "inline bool compared(int a, int b, bool c) { return a < b && b < 3 && c; }",
    "inline int product_plus(int a, int b, int c) { return a * b + c; }",
    "inline int plus_product(int a, int b, int c) { return a + b * c; }",
    "inline int minus_product(int a, int b, int c) { return a - b * c * 2; }",
    "inline unsigned masks(unsigned a, unsigned b, unsigned c) { return (a & b) | c & 1u; }",
    "inline unsigned either(unsigned a, unsigned b, unsigned c) { return a | b | c; }",
    "inline bool called(bool a, bool b, bool c) { return any_three(a && b, c, a || c); }",
    "}  // namespace obb2d",
]

root = os.path.join(work, "tree")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(os.path.join(root, "impl", "obb2d"))
text = "\n".join(LINES) + "\n"


def write(content):
    with open(os.path.join(root, HEADER), "w") as out:
        out.write(content)


def read(content):
    """clang's syntax nodes of the header with this content."""
    write(content)
    return schemata.syntax_nodes(root, [HEADER], [[]])


def operands_at(content, nodes, offset, token):
    """The operand extents of the binary operator clang reads at byte `offset` (its token `token`)."""
    found = [node for node in nodes if len(node[4]) >= 2 and node[4][-2][1] <= offset
             and offset + len(token) <= node[4][-1][0] and content.encode()[node[4][-2][1]:node[4][-1][0]].strip()
             == token.strip().encode()]
    return min(found, key=lambda node: node[3] - node[2])[4][-2:] if found else None


def unshifted(extents, offset, shift):
    """Extents of a mutated text as offsets of the original's (the replacement is `shift` bytes longer)."""
    return extents and tuple(tuple(place - shift if place > offset else place for place in extent)
                             for extent in extents)


mutants = []
for number, line in enumerate(LINES, 1):
    for family, original, replacement in mutate.BINARY:
        start = line.find(original)
        while start >= 0:
            mutants.append(mutate.Mutant(HEADER, number, start + 1, f"{family} {original.strip()} -> "
                                         f"{replacement.strip()}", original, replacement, code=f"{number}:{start}"))
            start = line.find(original, start + 1)
original_nodes = read(text)
held = schemata.Schemata(root, [HEADER], mutants, original_nodes)
starts = [0]
for line in LINES:
    starts.append(starts[-1] + len(line) + 1)
wrong, regrouping = [], 0
for mutant in mutants:
    offset = starts[mutant.line - 1] + mutant.column - 1
    mutated = text[:offset] + mutant.replacement + text[offset + len(mutant.original):]
    is_same_tree = (operands_at(text, original_nodes[HEADER], offset, mutant.original)
                    == unshifted(operands_at(mutated, read(mutated)[HEADER], offset, mutant.replacement), offset,
                                 len(mutant.replacement) - len(mutant.original)))
    regrouping += not is_same_tree
    if (mutant.key() in held.ids) != is_same_tree:
        wrong.append(f"line {mutant.line} column {mutant.column} {mutant.operator}: "
                     f"{'held' if mutant.key() in held.ids else 'plain'} ({held.plain.get(mutant.key(), '')}), "
                     f"but its text {'keeps' if is_same_tree else 'changes'} the operands")
if wrong or regrouping < 5:
    sys.exit("check_schemata_grouping:\n  " + "\n  ".join(wrong or [f"only {regrouping} mutants regroup"]))
print(f"check_schemata_grouping: of {len(mutants)} mutants, the {regrouping} whose text groups otherwise keep the "
      f"plain path and the others are held")
