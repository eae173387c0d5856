"""Tests of Scripts/check-lengths.py on small fixtures: `python3 -m unittest Tests/ScriptTests/test_check_lengths.py`."""

import contextlib
import importlib.util
import io
import os
import shutil
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "Scripts", "check-lengths.py")
spec = importlib.util.spec_from_file_location("check_lengths", SCRIPT)
check_lengths = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_lengths)

# Small limits, so that fixtures stay small.
CONFIG = {
    "included": [],
    "excluded": [],
    "file_length": 10,
    "type_body_length": 4,
    "function_body_length": None,
    "opt_in_rules": ["force_unwrapping"],
    "disabled_rules": [],
}


def rules(source, **changes):
    return [(line, rule) for line, rule, _ in check_lengths.check_source(source, dict(CONFIG, **changes))]


def body(lines, first="x = 1"):
    return "".join(f"    let {first}{k}\n" for k in range(lines))


class FileLengthTests(unittest.TestCase):
    def test_a_file_at_the_limit_passes_and_one_line_more_fails(self):
        self.assertEqual(rules("// line\n" * 10), [])
        self.assertEqual(rules("// line\n" * 11), [(11, "file_length")])

    def test_a_last_line_without_a_newline_counts(self):
        self.assertEqual(rules("// line\n" * 10 + "// one more"), [(11, "file_length")])


class TypeBodyLengthTests(unittest.TestCase):
    def test_the_body_is_the_lines_between_the_braces(self):
        self.assertEqual(rules("struct A {\n" + body(4) + "}\n"), [])
        self.assertEqual(rules("struct A {\n" + body(5) + "}\n"), [(1, "type_body_length")])

    def test_blank_and_comment_lines_count(self):
        self.assertEqual(rules("enum A {\n\n// a\n/* b */\n\n\n}\n"), [(1, "type_body_length")])

    def test_counted_as_swiftlint_does_blank_and_comment_lines_do_not(self):
        source = "enum A {\n\n// a\n/* b */\n" + body(4) + "\n}\n"
        self.assertEqual(rules(source, count_every_line=False), [])
        self.assertEqual(rules(source + "struct B {\n" + body(5) + "}\n", count_every_line=False, file_length=None),
                         [(11, "type_body_length")])

    def test_classes_actors_and_generic_declarations_are_measured(self):
        for head in ("final class A", "public actor A", "struct A<T: Equatable>: Sendable where T: Hashable"):
            with self.subTest(head):
                self.assertEqual(rules(head + " {\n" + body(5) + "}\n"), [(1, "type_body_length")])

    def test_a_nested_type_counts_in_its_parent_too(self):
        source = "struct A {\n    enum B {\n" + body(3) + "    }\n}\n"
        self.assertEqual(rules(source), [(1, "type_body_length")])

    def test_protocols_and_extensions_of_types_declared_elsewhere_are_not_measured(self):
        source = "struct A {\n}\nextension String {\n" + body(9) + "}\nprotocol P {\n" + body(9) + "}\n"
        self.assertEqual(rules(source, file_length=None), [])

    def test_a_type_counts_its_extensions(self):
        source = "struct A {\n" + body(2) + "}\nextension A {\n" + body(2) + "}\n"
        self.assertEqual(rules(source), [])
        source = "struct A {\n" + body(2) + "}\nextension A: Equatable {\n" + body(3) + "}\n"
        self.assertEqual(rules(source), [(1, "type_body_length")])

    def test_an_extension_of_a_nested_type_counts_in_its_parent(self):
        source = "enum A {\n    struct B {\n    }\n}\nextension A.B {\n" + body(3) + "}\n"
        self.assertEqual(rules(source), [(1, "type_body_length")])

    def test_a_type_declared_in_an_extension_is_named_after_it(self):
        source = "struct A {\n}\nextension A {\n    enum B {\n" + body(1) + "    }\n}\nextension A.B {\n" + body(2) + "}\n"
        self.assertEqual(rules(source, file_length=None), [(1, "type_body_length")])

    def test_class_as_a_modifier_and_actor_as_a_name_are_not_types(self):
        source = "struct A {\n    class func f() {\n        g()\n    }\n    let g = { actor in\n        h(actor)\n    }\n}\n"
        self.assertEqual(rules(source, type_body_length=0), [(1, "type_body_length")])

    def test_braces_in_strings_and_comments_do_not_count(self):
        source = (
            "struct A {\n"
            '    let a = "}}}"\n'
            "    // }\n"
            "    /* } /* nested } */ } */\n"
            '    let b = #"\\"}"#\n'
            "    let c = 1\n"
            "}\n"
            "struct B {\n"
            "}\n"
        )
        self.assertEqual(rules(source), [(1, "type_body_length")])

    def test_interpolations_and_multi_line_strings(self):
        source = (
            "struct A {\n"
            '    let a = "\\(f("}")) }"\n'
            '    let b = """\n'
            '        " } \\(g { "}" })\n'
            '        """\n'
            "    let c = 1\n"
            "}\n"
            "struct B {\n"
            "}\n"
        )
        self.assertEqual(rules(source), [(1, "type_body_length")])
        self.assertEqual(rules(source, type_body_length=5), [])

    def test_a_raw_string_of_one_quote_is_not_a_multi_line_string(self):
        # `#"""#` holds one `"`: a multi-line string's `"""` would end its line.
        source = 'struct A {\n    let q = #"""#\n    let b = "{"\n}\nstruct B {\n}\n'
        self.assertEqual(rules(source), [])
        self.assertEqual(rules(source, type_body_length=1), [(1, "type_body_length")])

    def test_an_unmatched_brace_is_reported(self):
        self.assertEqual(rules("struct A {\n"), [(1, "type_body_length")])


class FunctionBodyLengthTests(unittest.TestCase):
    def test_a_function_over_the_limit_fails(self):
        source = "func f() {\n" + body(3) + "}\n"
        self.assertEqual(rules(source, function_body_length=3), [])
        self.assertEqual(rules(source, function_body_length=2), [(1, "function_body_length")])

    def test_initialisers_and_methods_with_closures_in_their_signature(self):
        source = (
            "struct A {\n    init(x: Int = { 1 }()) {\n" + body(3) + "    }\n"
            "    mutating func g<T>(_ t: [T]) async throws -> Int where T: Equatable {\n" + body(3) + "    }\n}\n"
        )
        self.assertEqual(rules(source, function_body_length=2, type_body_length=None, file_length=None),
                         [(2, "function_body_length"), (7, "function_body_length")])

    def test_a_requirement_without_a_body_is_not_measured(self):
        source = "protocol P {\n    func f()\n    var v: Int { get }\n}\nstruct S {\n" + body(3) + "}\n"
        self.assertEqual(rules(source, function_body_length=2, type_body_length=None), [])


class ForceTests(unittest.TestCase):
    def test_force_unwraps_and_implicitly_unwrapped_optionals(self):
        source = "a!\nf()!.b\nx[0]!\nvar v: Int!\nlet s: Set<Int>!\n"
        self.assertEqual(rules(source), [(k, "force_unwrapping") for k in range(1, 6)])

    def test_negations_inequalities_and_text_are_not_force_unwraps(self):
        source = 'if !a, b != c, !(d) {}\n#if !os(Linux)\n#endif\nlet s = "a!"\n// b!\nx !== y\n'
        self.assertEqual(rules(source), [])

    def test_force_try_and_force_cast(self):
        self.assertEqual(rules("let a = try! f()\nlet b = c as! D\n"), [(1, "force_try"), (2, "force_cast")])

    def test_disabled_rules_are_not_checked(self):
        self.assertEqual(rules("a!\n", disabled_rules=["force_unwrapping"]), [])
        self.assertEqual(rules("a!\n", opt_in_rules=[]), [])


class ConfigAndCommandTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.folder)

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        return path

    def test_the_repositorys_configuration_is_read(self):
        config = check_lengths.read_config(os.path.join(check_lengths.ROOT, ".swiftlint.yml"))
        self.assertEqual(config["file_length"], 500)
        self.assertEqual(config["type_body_length"], 400)
        self.assertEqual(config["included"], ["Sources", "Tests"])
        self.assertIn("force_unwrapping", config["opt_in_rules"])

    def test_a_configuration_with_plain_and_nested_limits(self):
        path = self.write(
            ".swiftlint.yml",
            "# c\nincluded:\n  - A\nfile_length: 7\ntype_body_length:\n  warning: 3\n  error: 9\n"
            "disabled_rules:\n  - todo\n",
        )
        config = check_lengths.read_config(path)
        self.assertEqual((config["included"], config["file_length"], config["type_body_length"]), (["A"], 7, 3))
        self.assertEqual(config["disabled_rules"], ["todo"])

    def test_the_command_prints_each_violation_and_exits_1(self):
        bad = self.write("A/Bad.swift", "let a = b!\n")
        self.write("A/Good.swift", "let a = b\n")
        output = io.StringIO()
        with contextlib.redirect_stdout(output), contextlib.redirect_stderr(io.StringIO()):
            code = check_lengths.main([os.path.join(self.folder, "A")])
        self.assertEqual(code, 1)
        self.assertEqual(output.getvalue(), f"{bad}:1: force_unwrapping: a postfix `!` (force unwrap or `T!`)\n")

    def test_the_command_counts_extensions_in_other_files_of_the_module_only(self):
        config = dict(check_lengths.read_config(os.path.join(check_lengths.ROOT, ".swiftlint.yml")))
        limit = config["type_body_length"]
        declared = self.write("Sources/M/A.swift", "struct Big {\n" + body(limit - 10) + "}\n")
        self.write("Sources/Other/Big+More.swift", "extension Big {\n" + body(20) + "}\n")
        with contextlib.redirect_stdout(io.StringIO()) as output:
            code = check_lengths.main([os.path.join(self.folder, "Sources")])
        self.assertEqual((code, output.getvalue()), (0, ""), "another module's extension doesn't count")
        self.write("Sources/M/Big+More.swift", "extension Big {\n" + body(10) + "}\n")
        with contextlib.redirect_stdout(io.StringIO()) as output:
            code = check_lengths.main([os.path.join(self.folder, "Sources")])
        self.assertEqual((code, output.getvalue()), (0, ""), "at the limit")
        self.write("Sources/M/Big+More.swift", "extension Big {\n" + body(11) + "}\n")
        output = io.StringIO()
        with contextlib.redirect_stdout(output), contextlib.redirect_stderr(io.StringIO()):
            code = check_lengths.main([os.path.join(self.folder, "Sources")])
        self.assertEqual(code, 1)
        self.assertTrue(output.getvalue().startswith(f"{declared}:1: type_body_length: struct Big's body with 1 "
                                                     f"extension(s) has {limit + 1} lines"), output.getvalue())

    def test_the_command_exits_0_when_all_is_well(self):
        self.write("A/Good.swift", "struct A {\n}\n")
        with contextlib.redirect_stdout(io.StringIO()) as output:
            code = check_lengths.main([os.path.join(self.folder, "A")])
        self.assertEqual((code, output.getvalue()), (0, ""))


if __name__ == "__main__":
    unittest.main()
