"""Mutant schemata: every mutant of a header written into one copy of it, each behind a run-time selector.

A mutant of scripts/mutate is a change of one span of one line (`original` at a column, made `replacement`). Its
schema is an expression that evaluates to the mutated code when the selector names the mutant and to the original
code otherwise:

    a < b          ->  ([](auto&& l_, auto&& r_) INLINE { return ::obb2d_mutation::on(7) ? (l_ <= r_) : (l_ < r_); }(
                            a, b))
    p && q         ->  ([&](auto l_, auto r_) INLINE { return ::obb2d_mutation::on(8) ? (l_() || r_()) : (l_() && r_());
                            }([&]() INLINE { return p; }, [&]() INLINE { return q; }))
    !ready         ->  (::obb2d_mutation::on(8) ? (ready) : (!ready))
    2              ->  (::obb2d_mutation::on(9) ? (3) : ::obb2d_mutation::on(10) ? (1) : (2))
    f(a, b)        ->  (::obb2d_mutation::on(11) ? (f(b, a)) : (f(a, b)))
    if (c) return; ->  if (!::obb2d_mutation::on(12) && (c)) return;

Both branches are the code as written (the original text, and the text the plain mutant would have), in place, so
the header's floating-point pragmas cover them as they cover the original, and nothing is evaluated that the
selected code does not evaluate (`&&` and `||` keep their short circuit; a branch not taken is not run). A binary
operator's operands are written once, as the arguments of a lambda that applies one operator or the other (a copy
of each in each branch would double the code at every level of an expression: the sanitizers' build of the check
took minutes). INLINE is __attribute__((always_inline)): every lambda is inlined where it is called, as the
headers' own helpers are (in a function compiled for AVX2, a call of one that is not would pass 256-bit vectors by
another convention, and crash). The kill suite's builds are for x86-64 without FMA, where nothing can be contracted, and without
flags that let the compiler reorder: the lambda's boundary changes nothing there. A selected branch of any other
schema is written on one line and the original keeps its line breaks, so every line of the original keeps its
number (assert messages and diagnostics say the same lines).

The extent of a binary operator's operands, of a `!`'s operand and of a call is read off clang's syntax tree
(`clang++ -Xclang -ast-dump=json`), not guessed from the text. A mutant that cannot be written so (no expression of
the tree holds it, it lies across another schema's expression, or its schema does not compile: a constant in a
constant expression, a template argument, an intrinsic's immediate operand, a constexpr evaluation) keeps the
plain path of one build per mutant; `Schemata.plain` says why for each.
"""

import bisect
import json
import os
import re
import subprocess

SELECTOR = "::obb2d_mutation::on"
INLINE = b" __attribute__((always_inline))"


def blank_comments(text):
    """`text` with every comment replaced by blanks (line breaks kept), string and character literals kept: a schema
    writes code on one line that was on several, where a `//` comment would swallow the rest."""
    out = []
    i = 0
    while i < len(text):
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = len(text) if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text[i] in "\"'":
            j = i + 1
            while j < len(text) and text[j] != text[i] and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _objects_of(output):
    """The JSON objects clang prints one after another (one a declaration the filter keeps)."""
    decoder = json.JSONDecoder()
    position = 0
    while True:
        while position < len(output) and output[position].isspace():
            position += 1
        if position >= len(output):
            return
        node, position = decoder.raw_decode(output, position)
        yield node


class _Walk:
    """Reads clang's JSON syntax tree. A location names its file only when it changes from the location printed
    before it, so the file of every offset is the last one named before it in the printed order."""

    KINDS = {"BinaryOperator", "CXXOperatorCallExpr", "UnaryOperator", "CallExpr", "CXXMemberCallExpr",
             "CXXTemporaryObjectExpr", "CXXFunctionalCastExpr", "CXXConstructExpr"}

    def __init__(self, paths):
        self.paths = paths  # the real path of each header: its name
        self.file = None
        self.nodes = {header: set() for header in paths.values()}

    def name_files(self, value):
        """Gives every location dict (one with an "offset") the file it is in, as "_file", in the printed order."""
        if isinstance(value, dict):
            if "offset" in value:
                self.file = value.get("file", self.file)
                value["_file"] = self.file
            for item in value.values():
                self.name_files(item)
        elif isinstance(value, list):
            for item in value:
                self.name_files(item)

    def location(self, place):
        """(header, byte offset, token length) of a location; None for one in a macro's body (whose text is the
        macro's, not the line's) or in another file. A macro's argument (OBB2D_LIKELY(a < b)) is spelled where
        the macro is invoked: its text is the header's."""
        if not place:
            return None
        if "spellingLoc" in place:
            if not place.get("expansionLoc", {}).get("isMacroArgExpansion"):
                return None
            place = place["spellingLoc"]
        header = self.paths.get(os.path.realpath(place["_file"])) if place.get("_file") else None
        if header is None or "offset" not in place:
            return None
        return header, place["offset"], place.get("tokLen", 0)

    def extent(self, node):
        """(header, start, end) of a node's range in bytes, end excluded; None when it is not one header's text."""
        if "range" not in node:
            return None
        begin = self.location(node["range"].get("begin"))
        end = self.location(node["range"].get("end"))
        if not begin or not end or begin[0] != end[0] or end[1] + end[2] <= begin[1]:
            return None
        return begin[0], begin[1], end[1] + end[2]

    def walk(self, node):
        """Keeps the expressions of `node` and below that may hold a mutant; returns the extent of `node`."""
        place = self.extent(node)
        children = [self.walk(child) for child in node.get("inner", []) if isinstance(child, dict)]
        if place and node.get("kind") in self.KINDS:
            header, start, end = place
            operands = tuple((child[1], child[2]) for child in children if child and child[0] == header)
            self.nodes[header].add((node["kind"], node.get("opcode", ""), start, end, operands))
        return place


def syntax_nodes(root, headers, define_sets):
    """{header: set of (kind, opcode, start, end, operand extents)} of the expressions clang reads in the headers
    (byte offsets), under each set of defines (the branches each build compiles)."""
    paths = {os.path.realpath(os.path.join(root, header)): header for header in headers}
    probe = "".join(f"#include <{header[len('impl/'):]}>\n" for header in headers)
    nodes = {header: set() for header in headers}
    for defines in define_sets:
        output = subprocess.run(["clang++-14", "-std=c++17", *defines, "-I", os.path.join(root, "impl"),
                                 "-fsyntax-only", "-Xclang", "-ast-dump=json", "-Xclang", "-ast-dump-filter=obb2d",
                                 "-x", "c++", "-"], input=probe, capture_output=True, text=True, check=True).stdout
        walk = _Walk(paths)
        for declaration in _objects_of(output):
            walk.name_files(declaration)
            walk.walk(declaration)
        for header in headers:
            nodes[header] |= walk.nodes[header]
    return nodes


class Schemata:
    """The schemata of some mutants of some headers: `texts` {header: the header's text with the schemata},
    `ids` {mutant key: its selector number, from 1}, and `plain` {mutant key: why it keeps the plain path}.

    `mutants`: objects with file, line, column (1-based, of `original`), operator, original, replacement, key()."""

    def __init__(self, root, headers, mutants, nodes, excluded=None):
        self.root = root
        self.headers = headers
        self.mutants = [mutant for mutant in mutants if mutant.file in headers]
        self.nodes = nodes
        self.plain = dict(excluded or {})
        self.ids = {}
        self.texts = {}
        self.extents = {}
        self.operands = {}  # {mutant key: the extents of a binary operator's two operands}
        self._write()

    # Where each mutant's change lies, and the span of code its schema replaces.
    def _spans(self, header, source):
        """{mutant key: (span start, span end, change start, change end, replacement)} in bytes of `source`."""
        starts = [0]
        for line in source.split(b"\n"):
            starts.append(starts[-1] + len(line) + 1)
        lines = source.split(b"\n")
        binary_nodes = [node for node in self.nodes[header] if node[0] in ("BinaryOperator", "CXXOperatorCallExpr")]
        spans = {}
        operands = self.operands
        for mutant in self.mutants:
            if mutant.file != header or mutant.key() in self.plain:
                continue
            row = lines[mutant.line - 1].decode()
            offset = starts[mutant.line - 1] + len(row[:mutant.column - 1].encode())
            original = mutant.original.encode()
            replacement = mutant.replacement.encode()
            if source[offset:offset + len(original)] != original:
                self.plain[mutant.key()] = "its text is not where the mutant says"
                continue
            change = (offset, offset + len(original))
            family = mutant.operator.split(" ")[0]
            span = None
            if mutant.operator == "return negated":  # return true; -> return false;: the literal alone
                literal = original.split(b" ")[1].rstrip(b";")
                start = offset + len(b"return ")
                change = (start, start + len(literal))
                replacement = replacement.split(b" ")[1].rstrip(b";")
                span = change
            elif family in ("relational", "arithmetic", "bitwise") or mutant.operator.startswith("logical &&") \
                    or mutant.operator.startswith("logical ||"):
                token = (offset + 1, offset + len(original) - 1)  # " < ": the operator between its blanks
                around = [node for node in binary_nodes
                          if node[2] < token[0] and token[1] < node[3] and len(node[4]) >= 2
                          and node[4][-2][1] <= token[0] and token[1] <= node[4][-1][0]
                          and (node[0] != "BinaryOperator" or node[1] == original.strip().decode())]
                if around:
                    node = min(around, key=lambda node: node[3] - node[2])
                    if _regroups(source, node, binary_nodes, replacement.strip()):
                        self.plain[mutant.key()] = "its line, with the operator replaced, groups its operands otherwise"
                        continue
                    span = (node[2], node[3])
                    operands[mutant.key()] = (node[4][-2], node[4][-1])
            elif mutant.operator == "logical ! dropped":
                around = [node for node in self.nodes[header]
                          if node[0] == "UnaryOperator" and node[1] == "!" and node[2] == offset]
                if around:
                    span = (offset, max(node[3] for node in around))
            elif mutant.operator == "call arguments swapped":
                around = [node for node in self.nodes[header]
                          if node[0] in ("CallExpr", "CXXMemberCallExpr", "CXXTemporaryObjectExpr",
                                         "CXXFunctionalCastExpr", "CXXConstructExpr")
                          and node[2] <= offset and node[3] == change[1]]
                if around:
                    node = min(around, key=lambda node: node[3] - node[2])
                    span = (node[2], node[3])
            elif mutant.operator == "index +1":  # [i] -> [i + 1]: what the brackets hold
                change = (offset + 1, offset + len(original) - 1)
                replacement = replacement[1:-1]
                span = change
            else:  # constants: the token; an early exit: the statement
                span = change
            if span is None:
                self.plain[mutant.key()] = "no expression of clang's syntax tree holds it"
                continue
            spans[mutant.key()] = (span[0], span[1], change[0], change[1], replacement)
        return spans

    def _write(self):
        number = 0
        for header in self.headers:
            with open(os.path.join(self.root, header), "rb") as source_file:
                source = source_file.read()
            code = blank_comments(source.decode("latin-1")).encode("latin-1")  # a byte a character: offsets kept
            spans = self._spans(header, source)
            by_mutant = {mutant.key(): mutant for mutant in self.mutants}
            # Schemas nest (an operand holds another operator) or lie apart; one that would cross another's span
            # is left out.
            groups = {}
            for key, (start, end, *_rest) in spans.items():
                groups.setdefault((start, end), []).append(key)
            kept = []
            for start, end in sorted(groups, key=lambda span: (span[0], -span[1])):
                crossing = any(other_start < start < other_end < end or start < other_start < end < other_end
                               for other_start, other_end in kept)
                if crossing:
                    for key in groups[(start, end)]:
                        self.plain[key] = "it lies across another schema's expression"
                    continue
                kept.append((start, end))
            for start, end in kept:
                for key in sorted(groups[(start, end)], key=lambda key: (spans[key][2], by_mutant[key].operator)):
                    number += 1
                    self.ids[key] = number
            tree = _tree(kept)
            text = self._render(code, 0, len(code), tree, groups, spans, by_mutant)
            self.texts[header] = text.decode("latin-1")
            self.extents[header] = _schema_extents(self.texts[header])

    def selectors_at(self, header, line, column):
        """The selector numbers of the innermost schema of `header`'s text that holds the 1-based line and column
        (a compiler's diagnostic), or when none does, of those that start on the line; [] when there are none."""
        holding = [(size, numbers) for start, end, size, numbers in self.extents.get(header, [])
                   if start <= (line, column) <= end]
        if holding:
            return min(holding)[1]
        # A diagnostic placed before the schema it is about (an attribute's name, say): those of the line.
        return [number for start, _, _, numbers in self.extents.get(header, []) if start[0] == line
                for number in numbers]

    def _render(self, code, start, end, children, groups, spans, by_mutant, flat=False):
        """The bytes of `code` from `start` to `end` with each schema of `children` (the outermost spans inside
        it, each (start, end, its own children)) written in; `flat`: on one line."""
        out = []
        position = start
        for child_start, child_end, grandchildren in children:
            if child_start < position or child_end > end:
                continue  # inside the change of the mutant being written, which replaces it
            out.append(code[position:child_start])
            out.append(self._schema(code, child_start, child_end, grandchildren, groups, spans, by_mutant, flat))
            position = child_end
        out.append(code[position:end])
        text = b"".join(out)
        return text.replace(b"\n", b" ") if flat else text

    def _schema(self, code, start, end, children, groups, spans, by_mutant, flat):
        keys = [key for key in sorted(groups[(start, end)], key=lambda key: self.ids.get(key, 0)) if key in self.ids]
        original = self._render(code, start, end, children, groups, spans, by_mutant, flat)
        if not keys:
            return original
        first = by_mutant[keys[0]]
        if first.operator == "early exit removed":  # a statement: if (condition) return ...;
            selector = f"{SELECTOR}({self.ids[keys[0]]})".encode()
            opening = code.index(b"(", start)
            closing = _matching(code, opening)
            condition = self._render(code, opening + 1, closing, children, groups, spans, by_mutant, flat)
            rest = self._render(code, closing + 1, end, children, groups, spans, by_mutant, flat)
            return code[start:opening] + b"(!" + selector + b" && (" + condition + b"))" + rest
        if len(keys) == 1 and keys[0] in self.operands:  # a binary operator: its operands written once each
            (left_start, left_end), (right_start, right_end) = self.operands[keys[0]]
            left = self._render(code, left_start, left_end, children, groups, spans, by_mutant, flat)
            right = self._render(code, right_start, right_end, children, groups, spans, by_mutant, flat)
            between = b", " + b"\n" * (0 if flat else code[left_end:right_start].count(b"\n"))
            operator = code[left_end:right_start].strip()
            replacement = spans[keys[0]][4].strip()
            selector = f"{SELECTOR}({self.ids[keys[0]]})".encode()
            if operator in (b"&&", b"||"):  # each operand evaluated only when the operator would evaluate it
                return (b"([&](auto l_, auto r_)" + INLINE + b" { return " + selector + b" ? (l_() " + replacement
                        + b" r_()) : (l_() " + operator + b" r_()); }([&]()" + INLINE + b" { return " + left
                        + b"; }, [&]()" + INLINE + b" { return " + right + b"; }))")
            return (b"([](auto&& l_, auto&& r_)" + INLINE + b" { return " + selector + b" ? (l_ " + replacement
                    + b" r_) : (l_ " + operator + b" r_); }(" + left + between + right + b"))")
        out = [b"("]
        for key in keys:
            _, _, change_start, change_end, replacement = spans[key]
            mutated = (self._render(code, start, change_start, children, groups, spans, by_mutant, True)
                       + replacement + self._render(code, change_end, end, children, groups, spans, by_mutant, True))
            out.append(f"{SELECTOR}({self.ids[key]}) ? (".encode() + mutated + b") : ")
        out.append(b"(" + original + b"))")
        return b"".join(out)


# C++'s binary operators by how tightly they bind (the higher, the tighter); all of them group from the left.
PRECEDENCE = {b"*": 13, b"/": 13, b"%": 13, b"+": 12, b"-": 12, b"<<": 11, b">>": 11, b"<": 9, b"<=": 9, b">": 9,
              b">=": 9, b"==": 8, b"!=": 8, b"&": 7, b"^": 6, b"|": 5, b"&&": 4, b"||": 3}


def _operator_of(source, node):
    """The binary operator token of a syntax node (the text between its last two operands), or None."""
    if len(node[4]) < 2:
        return None
    token = source[node[4][-2][1]:node[4][-1][0]].strip()
    return token if token in PRECEDENCE else None


def _regroups(source, node, binary_nodes, replacement):
    """Whether the plain mutant's text (the line with the node's operator replaced) parses to another tree than
    the schema (the node with its operator swapped), as a replacement that binds less or more tightly can make
    it: in `a && b && c`, read ((a && b) && c), the first `&&` made `||` reads a || (b && c), not (a || b) && c;
    in `a || b || c` the second made `&&` reads a || (b && c). The schema would be another mutant than the one
    the plain path builds, so such a mutant keeps the plain path. Only the node's parent and its own operands
    can take an operand over: an operator further out binds no more tightly than the parent."""
    old, new = PRECEDENCE[_operator_of(source, node)], PRECEDENCE[replacement]
    if old == new:
        return False
    span = (node[2], node[3])
    for other in binary_nodes:
        operator = _operator_of(source, other)
        if operator is None:
            continue
        binding = PRECEDENCE[operator]
        if other[4][-2] == span and binding > new:  # the node is its left operand: (L op R) P X
            return True
        if other[4][-1] == span and binding >= new:  # the node is its right operand: X P (L op R)
            return True
        if (other[2], other[3]) == node[4][-2] and new > binding:  # its left operand, unparenthesized: x P y op R
            return True
        if (other[2], other[3]) == node[4][-1] and new >= binding:  # its right operand: L op x P y
            return True
    return False


def _schema_extents(text):
    """[(start, end, length, selector numbers)] of each schema written in `text`: from the parenthesis that opens
    it (before its first selector) to the one that closes it, as 1-based (line, column) pairs, and its length."""
    lines = [0]
    for position, character in enumerate(text):
        if character == "\n":
            lines.append(position + 1)

    def place(position):
        line = bisect.bisect_right(lines, position)
        return line, position - lines[line - 1] + 1

    extents = []
    opening = re.compile(r"\((?P<own>!|\[&?\]\(auto&?&? l_, auto&?&? r_\)" + re.escape(INLINE.decode())
                         + r" \{ return )?" + re.escape(SELECTOR)
                         + r"\((?P<number>\d+)\)")
    for match in opening.finditer(text):
        closing = _matching(text, match.start())
        if match.group("own"):  # an early exit's condition, (!SELECTOR(k) && (condition)), or an operator's lambda
            numbers = [int(match.group("number"))]
        else:  # (SELECTOR(k) ? (mutated) : SELECTOR(k') ? (mutated') : (original)): its own selectors only
            numbers = []
            position = match.start() + 1
            chain = re.compile(re.escape(SELECTOR) + r"\((\d+)\) \? ")
            while (link := chain.match(text, position)) is not None:
                numbers.append(int(link.group(1)))
                position = _matching(text, link.end()) + len(") : ")
        extents.append((place(match.start()), place(closing), closing - match.start(), numbers))
    return extents


def _tree(spans):
    """Nested spans as a forest: [(start, end, children)], from spans sorted by (start, -end) that nest or lie
    apart."""
    roots = []
    stack = []
    for start, end in spans:
        node = (start, end, [])
        while stack and stack[-1][1] <= start:
            stack.pop()
        (stack[-1][2] if stack else roots).append(node)
        stack.append(node)
    return roots


def _matching(code, opening):
    """The offset of the parenthesis that closes the one at `opening` (in bytes or text)."""
    open_mark, close_mark = ("(", ")") if isinstance(code, str) else (b"(", b")")
    depth = 0
    for position in range(opening, len(code)):
        if code[position:position + 1] == open_mark:
            depth += 1
        elif code[position:position + 1] == close_mark:
            depth -= 1
            if depth == 0:
                return position
    raise ValueError("unbalanced parentheses")
