#!/usr/bin/env bash
# Builds the DocC documentation into .build/docs with the toolchain's docc, failing on any
# warning and on any public symbol of DeepLinking left undocumented.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift package dump-symbol-graph --minimum-access-level public > /dev/null
graphs="$(ls -d .build/*/symbolgraph | head -n 1)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/DeepLinking" .build/docs
cp "$graphs"/DeepLinking.symbols.json "$graphs"/DeepLinking@*.symbols.json "$work/DeepLinking/" 2>/dev/null || true
docc convert Sources/DeepLinking/Documentation.docc \
  --additional-symbol-graph-dir "$work/DeepLinking" \
  --output-path .build/docs/DeepLinking.doccarchive \
  --fallback-display-name DeepLinking --fallback-bundle-identifier com.example.DeepLinking \
  --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level brief
docc convert Sources/DeepLinkingUI/Documentation.docc \
  --output-path .build/docs/DeepLinkingUI.doccarchive \
  --fallback-display-name DeepLinkingUI --fallback-bundle-identifier com.example.DeepLinkingUI \
  --warnings-as-errors
python3 - "$work/DeepLinking" <<'PY'
# Every public symbol declared in Sources/DeepLinking has a doc comment, but for members that
# implement a standard protocol requirement (description, ==, hash(into:), ...), which inherit
# the protocol's documentation.
import glob, json, sys
conformance = {"description", "==(_:_:)", "!=(_:_:)", "hash(into:)", "init(from:)",
               "encode(to:)", "makeIterator()", "debugDescription"}
missing = []
for path in glob.glob(sys.argv[1] + "/*.symbols.json"):
    for symbol in json.load(open(path))["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        title = symbol["names"]["title"]
        if "/Sources/DeepLinking/" not in uri or symbol.get("accessLevel") != "public":
            continue
        if title in conformance or symbol.get("docComment"):
            continue
        missing.append(".".join(symbol["pathComponents"]) + "  (" + uri.split("/Sources/")[-1] + ")")
if missing:
    print("undocumented public symbols:", *sorted(missing), sep="\n  ")
    sys.exit(1)
print("documentation built into .build/docs; every public symbol is documented")
PY
