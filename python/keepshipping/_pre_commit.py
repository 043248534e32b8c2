"""The keepshipping-check pre-commit hook (.pre-commit-hooks.yaml): one `keepshipping check` for every
workflow among the files given. A block file (`blocks/NAME.ks`) is checked on its own and, when the
folder holding `blocks/` has a `ship.ks`, through that workflow too, since the workflow reads it.
One process for the lot; the exit status is the check's. `KEEPSHIPPING` overrides the executable.
"""

import os
import subprocess
import sys

from keepshipping import find_keepshipping_bin


def workflows(files):
    out = list(files)
    for f in files:
        parts = f.replace("\\", "/").split("/")
        if len(parts) >= 2 and parts[-2] == "blocks" and f.endswith(".ks"):
            root = "/".join(parts[:-2])
            ship = f"{root}/ship.ks" if root else "ship.ks"
            if os.path.isfile(ship) and ship not in out:
                out.append(ship)
    return out


def main() -> int:
    files = workflows(sys.argv[1:])
    if not files:
        return 0
    exe = os.environ.get("KEEPSHIPPING") or find_keepshipping_bin()
    return subprocess.run([exe, "check", *files]).returncode


if __name__ == "__main__":
    sys.exit(main())
