#!/usr/bin/env python3
"""Checks the limits of .swiftlint.yml that can be checked simply, since SwiftLint can't run here.

    Scripts/check-lengths.py [PATH ...]

PATHs (files or folders) default to the `included` folders of .swiftlint.yml, minus `excluded`.
Exits 1 and prints one `file:line: rule: message` line per violation; exits 0 when there is none.

The rules, read from .swiftlint.yml:
- file_length: a file over `file_length.warning` lines (500).
- type_body_length: a class, struct, enum or actor whose body runs over `type_body_length.warning`
  lines (400), counted as every line strictly between the line of the declaration's `{` and the
  line of its matching `}`, plus the same count for every extension of it (or of a type nested
  in it) in any file of its module (the folder under Sources/ or Tests/). (SwiftLint leaves blank
  and comment-only lines out of that count and doesn't add extensions, so this check is the
  stricter one; COUNT_EVERY_BODY_LINE = False counts lines as SwiftLint does. Each message gives
  both counts.) Nested types count in their parent's body too; an extension of a type the module
  doesn't declare (`extension String`) counts toward nothing; protocols are not checked.
- function_body_length: a function, initialiser or deinitialiser whose body runs over
  `function_body_length.warning` lines (60), every line between its braces counted.
- force_unwrapping (opt-in): a postfix `!` right after a name, `)`, `]` or `>`, in code (not in
  strings or comments), e.g. `x!`, `f()!`, `a[i]!`; that catches implicitly_unwrapped_optional's
  `var x: Int!` too (both opt-in rules are on). A `.swiftlint.yml` in a subfolder can disable
  rules for the files under it (Tests/ disables force_unwrapping).
- force_try and force_cast (SwiftLint's defaults): `try!` and `as!`.

Not checked: line_length (swift-format's lineLength covers code; the longer lines are strings and
comments), sorted_imports and private_over_fileprivate (swift-format's OrderedImports and
FileScopedDeclarationPrivacy cover them), trailing_closure, identifier_name, and SwiftLint's
other defaults (cyclomatic_complexity, nesting, ...).

Comments (nested block comments included) and string literals (multi-line and raw ones too,
with their interpolations) are blanked out before braces and `!` are looked at.
"""

import bisect
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# A type's body counts every line between its braces (the house rule); False counts as SwiftLint
# does, leaving out blank and comment-only lines.
COUNT_EVERY_BODY_LINE = True
LIMITS = ("file_length", "type_body_length", "function_body_length")


def read_config(path):
    """The few settings this check uses, from SwiftLint's YAML (a flat subset, parsed by hand)."""
    config = {
        "included": [],
        "excluded": [],
        "file_length": None,
        "type_body_length": None,
        "function_body_length": None,
        "opt_in_rules": [],
        "disabled_rules": [],
    }
    section = None
    with open(path, encoding="utf-8") as file:
        for raw in file:
            line = raw.split("#", 1)[0].rstrip()
            if not line:
                continue
            if not line.startswith((" ", "-")):
                key, _, value = line.partition(":")
                section = key.strip()
                value = value.strip()
                if value and section in LIMITS:
                    config[section] = int(value)
                continue
            item = line.strip()
            if item.startswith("- ") and isinstance(config.get(section), list):
                config[section].append(item[2:].strip())
            elif item.startswith("warning:") and section in LIMITS:
                config[section] = int(item.split(":", 1)[1])
    return config


def blank(source):
    """The source with comments and the insides of string literals turned into spaces.

    Newlines are kept, so line numbers hold; the quotes of a string stay, so a line holding only a
    string is not blank. An interpolation's code is kept, and its own strings are blanked.
    """
    out = list(source)
    n = len(source)

    def clear(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    def code(i, stop_at_paren):
        """Scans code from i; with stop_at_paren, up to the `)` that closes an interpolation."""
        depth = 0
        while i < n:
            c = source[i]
            if source.startswith("//", i):
                end = source.find("\n", i)
                end = n if end < 0 else end
                clear(i, end)
                i = end
            elif source.startswith("/*", i):
                end = block_comment(i)
                clear(i, end)
                i = end
            elif c == '"' or (c == "#" and RAW_STRING.match(source, i)):
                i = string(i)
            elif c == "(":
                depth += 1
                i += 1
            elif c == ")":
                if stop_at_paren and depth == 0:
                    return i + 1
                depth -= 1
                i += 1
            else:
                i += 1
        return i

    def block_comment(i):
        level = 0
        while i < n:
            if source.startswith("/*", i):
                level += 1
                i += 2
            elif source.startswith("*/", i):
                level -= 1
                i += 2
                if level == 0:
                    return i
            else:
                i += 1
        return n

    def string(i):
        hashes = 0
        while source[i] == "#":
            hashes += 1
            i += 1
        # A multi-line string's `"""` ends its line; `#"""#` is a one-line raw string holding `"`.
        multiline = source.startswith('"""', i) and source[i + 3 : source.find("\n", i + 3) % (n + 1)].strip() == ""
        quotes = '"""' if multiline else '"'
        i += len(quotes)
        closing = quotes + "#" * hashes
        escape = "\\" + "#" * hashes
        start = i
        while i < n:
            if source.startswith(escape, i):
                j = i + len(escape)
                if j < n and source[j] == "(":
                    clear(start, i)
                    i = code(j + 1, stop_at_paren=True)
                    start = i
                else:
                    i = j + 1
            elif source.startswith(closing, i):
                clear(start, i)
                return i + len(closing)
            elif source[i] == "\n" and len(quotes) == 1:
                break  # an unterminated one-line string: stop at the end of its line
            else:
                i += 1
        clear(start, i)
        return i

    code(0, stop_at_paren=False)
    return "".join(out)


TYPE_DECLARATION = re.compile(r"(?<![.\w])(class|struct|enum|actor|extension|protocol)\s+([A-Za-z_`][\w`.]*)")
# Words that can follow `class` (a modifier) or `actor` (a closure's parameter) but never name a type.
NOT_A_NAME = {
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "in", "is", "as",
    "where", "private", "fileprivate", "internal", "public", "package", "open", "nonisolated",
    "convenience", "required", "case",
}
RAW_STRING = re.compile(r'#+"')
FORCE = re.compile(r"(?<![\w.])(try|as)!")
POSTFIX_BANG = re.compile(r"(?<=[\w)\]>])!(?!=)")


def line_of(offsets, index):
    """1-based line number of a character index, given the offsets where lines start."""
    return bisect.bisect_right(offsets, index)


def matching_brace(code, open_index):
    depth = 0
    for k in range(open_index, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return None


def declarations(code, offsets):
    """The types and extensions of blanked code: (keyword, qualified name, line, every line, code lines).

    A type nested in another (or declared in an extension) gets its parents' names, `A.B`; an
    extension keeps the name it extends, which may be qualified already.
    """
    found = []
    spans = []  # (opening, closing, qualified name) of the types and extensions seen so far
    for match in TYPE_DECLARATION.finditer(code):
        keyword, name = match.group(1), match.group(2).replace("`", "")
        if keyword == "protocol" or name in NOT_A_NAME:
            continue
        if re.search(r"\bimport\s+$", code[: match.start()].rsplit("\n", 1)[-1]):
            continue  # `import struct Module.Name`
        opening = code.find("{", match.end())
        if opening < 0:
            continue
        closing = matching_brace(code, opening)
        if closing is None:
            found.append((keyword, name, line_of(offsets, opening), None, None))
            continue
        parents = [span for span in spans if span[0] < match.start() and closing < span[1]]
        if parents and keyword != "extension":
            name = max(parents)[2] + "." + name
        spans.append((opening, closing, name))
        first, last = line_of(offsets, opening), line_of(offsets, closing)
        code_lines = sum(1 for line in code.split("\n")[first : last - 1] if line.strip())
        found.append((keyword, name, line_of(offsets, match.start()), last - first - 1, code_lines))
    return found


FUNCTION = re.compile(r"(?<![.\w])(func\s+[^\s(<]+|init\b[?!]?|deinit\b)")
SIGNATURE_END = re.compile(r"(?<![.\w])(func|var|let|init|deinit|subscript|case|typealias|associatedtype)\b")


def function_bodies(code, offsets):
    """Each function's, initialiser's and deinitialiser's (line, name, body lines); no body, no entry."""
    found = []
    for match in FUNCTION.finditer(code):
        depth = 0
        k = match.end()
        while k < len(code):
            c = code[k]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif depth == 0 and (c == "}" or SIGNATURE_END.match(code, k)):
                k = None  # a requirement in a protocol: no body
                break
            elif depth == 0 and c == "{":
                break
            k += 1
        if k is None or k >= len(code):
            continue
        closing = matching_brace(code, k)
        if closing is not None:
            lines = line_of(offsets, closing) - line_of(offsets, k) - 1
            found.append((line_of(offsets, match.start()), match.group(1).split()[-1], lines))
    return found


def check_file(source, config):
    """One file's violations of the rules that need only that file, and its declarations."""
    problems = []
    lines = source.split("\n")
    count = len(lines) - 1 if source.endswith("\n") else len(lines)
    limit = config["file_length"]
    if limit is not None and count > limit:
        problems.append((count, "file_length", f"the file has {count} lines, over the limit of {limit}"))

    code = blank(source)
    offsets = [0] + [m.end() for m in re.finditer("\n", code)]
    found = declarations(code, offsets)
    for keyword, name, line, every_line, _ in found:
        if every_line is None:
            problems.append((line, "type_body_length", f"{name}'s `{{` has no matching `}}`"))

    limit = config.get("function_body_length")
    if limit is not None:
        for line, name, body in function_bodies(code, offsets):
            if body > limit:
                problems.append(
                    (line, "function_body_length", f"{name}'s body has {body} lines, over the limit of {limit}")
                )

    opt_in = [rule for rule in config["opt_in_rules"] if rule not in config["disabled_rules"]]
    if "force_unwrapping" in opt_in:  # which catches `T!` (implicitly_unwrapped_optional) too
        for match in POSTFIX_BANG.finditer(code):
            if FORCE.match(code, max(0, match.start() - 3)) or FORCE.match(code, max(0, match.start() - 2)):
                continue
            problems.append((line_of(offsets, match.start()), "force_unwrapping", "a postfix `!` (force unwrap or `T!`)"))
    for match in FORCE.finditer(code):
        rule = "force_try" if match.group(1) == "try" else "force_cast"
        if rule not in config["disabled_rules"]:
                problems.append((line_of(offsets, match.start()), rule, f"`{match.group(0)}`"))
    return problems, [entry for entry in found if entry[3] is not None]


def type_lengths(files, config):
    """The types of one module (files: path -> declarations) over the limit, their extensions counted.

    A type's length is its body plus the bodies of every extension of it or of a type nested in it,
    in any file of the module. An extension of a type the module doesn't declare (`extension
    String`) counts toward nothing. Yields (path, line, message) at the type's declaration.
    """
    limit = config["type_body_length"]
    if limit is None:
        return
    every = config.get("count_every_line", COUNT_EVERY_BODY_LINE)
    types = {}  # qualified name -> [path, line, keyword, every line, code lines, files with extensions]
    for path, found in files.items():
        for keyword, name, line, every_line, code_lines in found:
            if keyword != "extension" and name not in types:
                types[name] = [path, line, keyword, every_line, code_lines, 0]
    for path, found in files.items():
        for keyword, name, line, every_line, code_lines in found:
            if keyword != "extension":
                continue
            parts = name.split(".")
            for k in range(1, len(parts) + 1):
                entry = types.get(".".join(parts[:k]))
                if entry is not None:
                    entry[3] += every_line
                    entry[4] += code_lines
                    entry[5] += 1
    for name, (path, line, keyword, every_line, code_lines, extensions) in types.items():
        body = every_line if every else code_lines
        if body > limit:
            counted = f" with {extensions} extension(s)" if extensions else ""
            yield (
                path,
                line,
                f"{keyword} {name}'s body{counted} has {every_line} lines, {code_lines} without blank and"
                f" comment lines (as SwiftLint counts): over the limit of {limit}",
            )


def check_source(source, config):
    """The violations in one file on its own, as (line, rule, message) tuples."""
    problems, found = check_file(source, config)
    problems += [(line, "type_body_length", message) for _, line, message in type_lengths({"": found}, config)]
    return sorted(problems)


def module_of(path):
    """The module a file belongs to: the folder under Sources/ or Tests/, else the file's folder."""
    parts = os.path.normpath(os.path.abspath(path)).split(os.sep)
    for k in range(len(parts) - 2, 0, -1):
        if parts[k] in ("Sources", "Tests"):
            return os.sep.join(parts[: k + 2])
    return os.path.dirname(path)


def config_for(path, root_config):
    """The root configuration plus the disabled_rules of any .swiftlint.yml in the file's folders."""
    config = dict(root_config, disabled_rules=list(root_config["disabled_rules"]))
    folder = os.path.dirname(os.path.abspath(path))
    while folder.startswith(ROOT + os.sep):
        nested = os.path.join(folder, ".swiftlint.yml")
        if os.path.isfile(nested):
            config["disabled_rules"] += read_config(nested)["disabled_rules"]
        folder = os.path.dirname(folder)
    return config


def swift_files(paths, excluded):
    excluded = [os.path.normpath(e) for e in excluded]
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for folder, subfolders, files in os.walk(path):
            subfolders[:] = sorted(s for s in subfolders if os.path.normpath(os.path.join(folder, s)) not in excluded)
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def main(arguments):
    config = read_config(os.path.join(ROOT, ".swiftlint.yml"))
    if arguments:
        paths = arguments
    else:
        os.chdir(ROOT)
        paths = config["included"]
    problems = []
    modules = {}  # module -> {path: declarations}
    for path in swift_files(paths, config["excluded"]):
        with open(path, encoding="utf-8") as file:
            source = file.read()
        found_problems, found = check_file(source, dict(config_for(path, config), file_name=os.path.basename(path)))
        problems += [(path, line, rule, message) for line, rule, message in found_problems]
        modules.setdefault(module_of(path), {})[path] = found
    for files in modules.values():
        problems += [(path, line, "type_body_length", message) for path, line, message in type_lengths(files, config)]
    for path, line, rule, message in sorted(problems):
        print(f"{path}:{line}: {rule}: {message}")
    if problems:
        print(f"check-lengths: {len(problems)} violation(s) of .swiftlint.yml", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
