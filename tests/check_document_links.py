#!/usr/bin/env python3
"""Every link of the repository's Markdown documents resolves, and so does every file they name.

For each *.md file (but those under build/, report/, node_modules/ and .git/):
- a link [text](target) that is not a URL names a file or folder that exists, relative to the document;
- its #anchor, into a Markdown file, is one of that file's headings as GitHub makes them anchors;
- its #L<n> (or #L<n>-L<m>), into any other file, is a line the file has, and when the link's text is a
  `name` in backticks, that line holds the name (its last part after ::), so that a line link follows the code;
- a `path` in backticks that starts with one of the repository's folders names a file or folder that exists
  (relative to the root; a path with a placeholder, <...>, *, $, ... or a word in capitals, is a pattern).
Prints each problem and exits 1 if there is one; exits 2 when it finds no link at all (the scan is broken).
Usage: check_document_links.py SOURCE_DIR"""
import os
import re
import sys

SKIPPED = ("build", "report", "node_modules", ".git")
LINK = re.compile(r"(?<!!)\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^()\s]+)\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(([^()\s]+)\)")
CODE_SPAN = re.compile(r"`([^`\n]+)`")


def documents(root):
    for folder, folders, files in os.walk(root):
        folders[:] = [name for name in folders if name not in SKIPPED]
        for name in files:
            if name.endswith(".md"):
                yield os.path.join(folder, name)


def anchors_of(path, cache={}):
    """The anchors GitHub gives the headings of a Markdown file: lower case, punctuation but - and _ dropped,
    spaces made -, a repeated one suffixed -1, -2, ..."""
    if path not in cache:
        seen, anchors, fenced = {}, set(), False
        with open(path, encoding="utf-8") as text:
            for line in text:
                if line.startswith("```"):
                    fenced = not fenced
                match = not fenced and re.match(r"#{1,6} +(.+?) *#* *$", line)
                if match:
                    words = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", match.group(1))
                    slug = re.sub(r"[^\w\- ]", "", words.strip().lower()).replace(" ", "-")
                    count = seen.get(slug, 0)
                    seen[slug] = count + 1
                    anchors.add(slug if count == 0 else f"{slug}-{count}")
        cache[path] = anchors
    return cache[path]


def problems_of_link(document, text, target):
    path, _, anchor = target.partition("#")
    resolved = os.path.normpath(os.path.join(os.path.dirname(document), path)) if path else document
    if not os.path.exists(resolved):
        return [f"{target}: no such file"]
    if not anchor:
        return []
    if resolved.endswith(".md"):
        return [] if anchor in anchors_of(resolved) else [f"{target}: no heading with anchor #{anchor}"]
    match = re.fullmatch(r"L(\d+)(?:-L(\d+))?", anchor)
    if not match or os.path.isdir(resolved):
        return [f"{target}: #{anchor} is neither a heading nor a line"]
    with open(resolved, encoding="utf-8", errors="replace") as source:
        lines = source.read().splitlines()
    first, last = int(match.group(1)), int(match.group(2) or match.group(1))
    if not 1 <= first <= last <= len(lines):
        return [f"{target}: the file has {len(lines)} lines"]
    name = re.fullmatch(r"`([^`]+)`", text)
    if name:
        identifier = re.sub(r"\(.*", "", name.group(1)).split("::")[-1].strip()
        if identifier and not any(identifier in line for line in lines[first - 1:last]):
            return [f"{target}: line {first} does not hold `{identifier}`"]
    return []


def is_pattern(path):
    """A path with a placeholder: <...>, *, $, ..., or a word in capitals (ports/NAME.hpp; not README.md)."""
    words = re.split(r"[/.-]", path)
    return bool(re.search(r"[<>*$]|\.\.\.", path)) or any(
        re.fullmatch(r"[A-Z][A-Z_]+", word) and word not in ("README", "LICENSE", "CHANGELOG") for word in words)


def main():
    root = os.path.abspath(sys.argv[1])
    top = sorted(name for name in os.listdir(root) if os.path.isdir(os.path.join(root, name))
                 and name not in SKIPPED)
    named_path = re.compile(r"(?:%s)/[\w./+-]*" % "|".join(re.escape(name) for name in top))
    problems, links, paths = [], 0, 0
    for document in sorted(documents(root)):
        shown = os.path.relpath(document, root)
        with open(document, encoding="utf-8") as text:
            body = text.read()
        prose = re.sub(r"^```.*?^```", "", body, flags=re.MULTILINE | re.DOTALL)
        for text, target in LINK.findall(prose) + [("", target) for target in IMAGE.findall(prose)]:
            if re.match(r"[a-z]+:", target):
                continue  # a URL
            links += 1
            problems += [f"{shown}: {problem}" for problem in problems_of_link(document, text, target)]
        for span in CODE_SPAN.findall(prose):
            if not named_path.fullmatch(span) or is_pattern(span):
                continue
            paths += 1
            if not os.path.exists(os.path.join(root, span.rstrip("/."))):
                problems.append(f"{shown}: `{span}`: no such file or folder")
    if links == 0:
        print("no link found: the scan is broken")
        return 2
    for problem in problems:
        print(problem)
    print(f"{links} links and {paths} named paths checked, {len(problems)} do not resolve")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
