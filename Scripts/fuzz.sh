#!/usr/bin/env bash
# Builds the libFuzzer targets and runs one: Scripts/fuzz.sh TARGET SECONDS [RUNS]
# (SECONDS 0 and a RUNS count: run until that many executions, e.g. 0 10000000).
# TARGET: match, pattern, manifest, payload, aasa, decode, arguments, sequence or store. Seeds
# come from Fuzz/Corpus/TARGET (and, for payload, the tests' push fixtures); new inputs go to
# .build/fuzz/corpus/TARGET and crashing inputs to .build/fuzz/artifacts/.
# Exits non-zero when the fuzzer finds a crash, a hang or a broken invariant.
# DEEPLINK_FUZZ_SANITIZERS=fuzzer builds without AddressSanitizer (default fuzzer,address): for
# long runs of the sequence target, several times faster without it. The package's one pointer
# (Support/CheckedBuffers.swift) checks every read in release builds too, so a wrong offset
# still traps; what AddressSanitizer adds is a report for memory misuse the checks would miss.
set -euo pipefail
target="${1:?usage: Scripts/fuzz.sh TARGET SECONDS}"
seconds="${2:-30}"
runs="${3:--1}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
case "$target" in match|pattern|manifest|payload|aasa|decode|arguments|sequence|store) ;; *) echo "unknown target '$target'" >&2; exit 2;; esac
out=.build/fuzz
sanitizers="${DEEPLINK_FUZZ_SANITIZERS:-fuzzer,address}"
case "$sanitizers" in fuzzer|fuzzer,address) ;; *) echo "DEEPLINK_FUZZ_SANITIZERS is fuzzer or fuzzer,address" >&2; exit 2;; esac
binary="$out/deeplink-fuzz"
[ "$sanitizers" = fuzzer ] && binary="$out/deeplink-fuzz-without-asan"
mkdir -p "$out/corpus/$target" "$out/artifacts"
sources=$(find Sources/DeepLinking -name '*.swift' | sort)
# The tools (AASA reading), the command line's parser, for the arguments target, and the
# lifecycle simulator and the delivery model, for the sequence target, and the law that a link
# builds back from its match, for match and pattern, are compiled in too (one module: their
# imports of DeepLinking, DeepLinkingTools and DeepLinkingTesting are dropped).
cli="Sources/DeepLinkCommands/CommandLineInterface.swift Sources/DeepLinkCommands/Console.swift"
model=$(find Sources/DeepLinkingTools Sources/DeepLinkingTesting -name '*.swift' | sort)
model="$model Tests/DeepLinkingTests/Model/DeliveryModel.swift Tests/DeepLinkingTests/Model/DeliveryModelRun.swift Tests/DeepLinkingTests/Model/BuildBackLaw.swift"
mkdir -p "$out/model"
copies=""
for file in $cli $model; do
  grep -v '^import DeepLinking' "$file" > "$out/model/$(basename "$file")"
  copies="$copies $out/model/$(basename "$file")"
done
stamp=$(cat $sources $cli $model Fuzz/FuzzTargets.swift | sha1sum | cut -c1-16)
if [ ! -x "$binary" ] || [ "$(cat "$binary.stamp" 2>/dev/null)" != "$stamp" ]; then
  echo "building $binary"
  swiftc -sanitize="$sanitizers" -parse-as-library -O -g -module-name DeepLinking \
    -package-name swift_deeplinking $sources $copies Fuzz/FuzzTargets.swift -o "$binary"
  echo "$stamp" > "$binary.stamp"
fi
# The sequence and store targets run Swift tasks, whose runtime keeps memory from one input to
# the next: libFuzzer's leak check would then scan the whole heap after every input (it made the
# sequence target twenty times slower). Leaks are not what they check, so their leak check is off.
leaks=1
case "$target" in sequence|store) leaks=0;; esac
# The Swift runtime's own crash handler is turned off: libFuzzer reports crashes itself, and the
# handler can hang holding the output pipe open.
# The push payload fixtures of the tests seed the payload target too, kept in one place.
seeds=("Fuzz/Corpus/$target")
[ "$target" = payload ] && seeds+=(Tests/DeepLinkingTests/Fixtures/Push)
SWIFT_BACKTRACE=enable=no DEEPLINK_FUZZ_TARGET="$target" "$binary" "$out/corpus/$target" "${seeds[@]}" \
  -max_total_time="$seconds" -runs="$runs" -seed="${DEEPLINK_FUZZ_SEED:-0}" -timeout=5 -rss_limit_mb=2048 -max_len=8192 \
  -detect_leaks="$leaks" \
  -artifact_prefix="$out/artifacts/$target-" -print_final_stats=1 2>&1 | tail -n 25
