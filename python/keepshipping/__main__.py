"""`python -m keepshipping ARGS`: runs the installed executable with ARGS."""

import os
import subprocess
import sys

from keepshipping import find_keepshipping_bin


def main() -> int:
    exe = find_keepshipping_bin()
    if sys.platform == "win32":
        return subprocess.run([exe, *sys.argv[1:]]).returncode
    os.execv(exe, [exe, *sys.argv[1:]])
    return 0  # not reached


if __name__ == "__main__":
    sys.exit(main())
