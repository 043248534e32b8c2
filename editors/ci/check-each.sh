#!/bin/sh
# The keepshipping-check pre-commit hook (.pre-commit-hooks.yaml): one `keepshipping check` for every
# workflow among the files given. A block file (`blocks/NAME.ks`) is checked on its own and, when the
# folder holding `blocks/` has a `ship.ks`, through that workflow too, since it reads the block.
# One process for the lot: the run resolves the policy base once and checks the files in parallel.
# Exit as `keepshipping check` does. `$KEEPSHIPPING` overrides the executable (default: `keepshipping`).
set -u
ks=${KEEPSHIPPING:-keepshipping}
for f in "$@"; do
  case /$f in
  */blocks/*.ks)
    root=$(dirname "$(dirname "$f")")
    if [ "$root" = . ]; then ship=ship.ks; else ship=$root/ship.ks; fi
    # The run covers a file named twice once.
    if [ -f "$ship" ]; then set -- "$@" "$ship"; fi
    ;;
  esac
done
[ $# -eq 0 ] && exit 0
exec "$ks" check "$@"
