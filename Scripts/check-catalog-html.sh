#!/usr/bin/env bash
# Opens the HTML link catalogue of the example manifest in headless Chromium: the page renders
# (a screenshot is written to .build/catalog.png) and its search box filters the routes.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if ! command -v chromium > /dev/null; then
  apt-get update -qq && apt-get install -y -qq chromium > /dev/null
fi
swift build --product deeplink > /dev/null
page="$root/.build/catalog.html"
.build/debug/deeplink docs --manifest Examples/Shop/deeplinks.json --format html > "$page"
browser=(chromium --headless --no-sandbox --disable-gpu --window-size=1400,1100)
"${browser[@]}" --screenshot="$root/.build/catalog.png" "file://$page" 2> /dev/null
test -s .build/catalog.png
dom="$("${browser[@]}" --dump-dom "file://$page#q=signedIn" 2> /dev/null)"
shown=$(echo "$dom" | grep -c '^<tr><td><strong>' || true)
hidden=$(echo "$dom" | grep -c '^<tr style="display: none;"><td><strong>' || true)
echo "catalogue: $((shown + hidden)) routes; searching 'signedIn' shows $shown, hides $hidden"
# Every route of the manifest is a row; the two that wait for signedIn stay shown.
routes=$(.build/debug/deeplink routes --manifest Examples/Shop/deeplinks.json | tail -n +2 | wc -l)
if [ "$shown" -ne 2 ] || [ "$((shown + hidden))" -ne "$routes" ]; then
  echo "the search box did not filter the routes as expected" >&2
  exit 1
fi
# A search that is not percent-encoded text is taken as written: no route holds '%E0', so every
# row is hidden (had decoding stopped the script, none would be).
dom="$("${browser[@]}" --dump-dom "file://$page#q=%E0" 2> /dev/null)"
hidden=$(echo "$dom" | grep -c '^<tr style="display: none;"><td><strong>' || true)
if [ "$hidden" -ne "$routes" ]; then
  echo "a search of '%E0' hid $hidden of $routes routes; expected all" >&2
  exit 1
fi
