"""The Keep Shipping command-line tool, installed as a wheel: `keepshipping` is on PATH.

`find_keepshipping_bin()` says where the executable of this installation is.
"""

import os
import sys
import sysconfig

__all__ = ["find_keepshipping_bin"]


def find_keepshipping_bin() -> str:
    """The `keepshipping` executable installed with this package (its environment's scripts folder)."""
    name = "keepshipping" + (sysconfig.get_config_var("EXE") or "")
    folders = [sysconfig.get_path("scripts")]
    user = sysconfig.get_preferred_scheme("user") if hasattr(sysconfig, "get_preferred_scheme") else None
    if user:
        folders.append(sysconfig.get_path("scripts", scheme=user))
    folders.append(os.path.dirname(sys.executable))
    for folder in folders:
        candidate = os.path.join(folder, name)
        if os.path.isfile(candidate):
            return candidate
    raise FileNotFoundError(f"no {name} in {', '.join(folders)}")
