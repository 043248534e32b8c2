"""Builds the `tree_sitter_keepshipping._binding` extension from the generated parser (src/)."""

import os
from os.path import join

from setuptools import Extension, find_packages, setup
from setuptools.command.build_py import build_py

QUERIES = ["highlights.scm", "injections.scm", "locals.scm", "tags.scm"]


class BuildPy(build_py):
    """Copies queries/*.scm into the package, where __init__.py reads them."""

    def run(self):
        super().run()
        for name in QUERIES:
            target = join(self.build_lib, "tree_sitter_keepshipping", "queries", name)
            self.mkpath(join(self.build_lib, "tree_sitter_keepshipping", "queries"))
            self.copy_file(join("queries", name), target)


setup(
    packages=find_packages("bindings/python"),
    package_dir={"": "bindings/python"},
    package_data={"tree_sitter_keepshipping": ["*.pyi", "py.typed"]},
    ext_modules=[
        Extension(
            name="tree_sitter_keepshipping._binding",
            sources=[
                "bindings/python/tree_sitter_keepshipping/binding.c",
                "src/parser.c",
                "src/scanner.c",
            ],
            include_dirs=["src"],
            extra_compile_args=["/std:c11", "/utf-8"] if os.name == "nt" else ["-std=c11"],
            define_macros=[("Py_LIMITED_API", "0x03080000")],
            py_limited_api=True,
        )
    ],
    cmdclass={"build_py": BuildPy},
    options={"bdist_wheel": {"py_limited_api": "cp38"}},
    zip_safe=False,
)
