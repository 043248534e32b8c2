#!/bin/sh
# The keepshipping-check pre-commit hook (.pre-commit-hooks.yaml): `keepshipping check` once for each
# workflow among the files given. A block file (`blocks/NAME.ks`) is checked on its own and, when the
# folder holding `blocks/` has a `ship.ks`, through that workflow too, since it reads the block.
# Exit 1 when any check fails. `$KEEPSHIPPING` overrides the executable (default: `keepshipping`).
set -u
ks=${KEEPSHIPPING:-keepshipping}
status=0
seen='
'
check_once() {
  case $seen in
  *"
$1
"*) return ;;
  esac
  seen="$seen$1
"
  "$ks" check "$1" || status=1
}
for f in "$@"; do
  check_once "$f"
  case /$f in
  */blocks/*.ks)
    root=$(dirname "$(dirname "$f")")
    if [ "$root" = . ]; then ship=ship.ks; else ship=$root/ship.ks; fi
    if [ -f "$ship" ]; then check_once "$ship"; fi
    ;;
  esac
done
exit $status
