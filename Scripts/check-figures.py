#!/usr/bin/env python3
"""Checks the benchmark figures that do not depend on the machine's speed against their ceilings
in Benchmarks/figures.json: instructions to build a router and to match a link, and the cache
lines a match misses at 100,000 routes (counted by valgrind, which counts the same on every
run), allocations per match, memory per route, the runtime module's code size and its public
types. Timed figures are not checked: on a shared
machine they move by half from one run to the next (see the README's Performance section).

Usage: Scripts/check-figures.py [--no-build]
Exits 1 when a figure is over its ceiling, 2 when a figure cannot be measured.
"""
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCHMARKS = os.path.join(ROOT, "Benchmarks")
BINARY = os.path.join(BENCHMARKS, ".build", "release", "deeplink-benchmarks")
# Swift's hashing is seeded per process unless told otherwise: the counts must not depend on it.
ENVIRONMENT = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")


def fail(message):
    print(f"check-figures: {message}", file=sys.stderr)
    sys.exit(2)


def events(arguments, cache=False):
    """The events valgrind's cachegrind counts for one run of the benchmark binary: `Ir`
    (instructions), and with `cache` the misses of a simulated cache whose last level is 1 MB,
    as this machine's second level (`DLmr`: data reads that miss it)."""
    out = os.path.join(BENCHMARKS, ".build", "figures.cachegrind")
    simulation = ["--cache-sim=yes", "--LL=1048576,8,64"] if cache else ["--cache-sim=no"]
    result = subprocess.run(
        ["valgrind", "--tool=cachegrind", *simulation, f"--cachegrind-out-file={out}",
         BINARY, "--quick", *arguments],
        env=ENVIRONMENT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        fail(f"valgrind on {' '.join(arguments)} failed:\n{result.stderr[-2000:]}")
    names = None
    with open(out) as file:
        for line in file:
            if line.startswith("events:"):
                names = line.split()[1:]
            if line.startswith("summary:") and names:
                return dict(zip(names, (int(word) for word in line.split()[1:])))
    fail(f"no counts for {' '.join(arguments)}")


def instructions(arguments):
    """The instructions valgrind counts for one run of the benchmark binary."""
    return events(arguments)["Ir"]


def measure():
    figures = {}
    # The deterministic rows the benchmark prints itself.
    result = subprocess.run([BINARY, "--quick", "--figures", "--json"], env=ENVIRONMENT,
                            capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"deeplink-benchmarks --figures failed:\n{result.stderr[-2000:]}")
    for line in result.stdout.splitlines():
        row = json.loads(line)
        value = [v for k, v in row.items() if k not in ("name", "urls", "routes", "module", "objects")]
        figures[row["name"]] = value[0]
    # Twenty builds of 10,000 routes; W1's 100,000 URLs matched once.
    building = instructions(["--profile-register"]) - instructions(["--profile-register", "--skip-building"])
    figures["registerInstructionsPerRoute"] = round(building / 200_000)
    matching = instructions(["--profile", "--rounds", "1"]) - instructions(["--profile", "--skip-matching"])
    figures["matchInstructions"] = round(matching / 100_000)
    # 200,000 URLs matched against 100,000 routes: the cache lines a match misses, which the
    # timed flatness rows show only through the machine's noise.
    table = ["--profile-generated", "100000"]
    misses = events(table, cache=True)["DLmr"] - events(table + ["--skip-matching"], cache=True)["DLmr"]
    figures["cacheMissesPerMatch100k"] = round(misses / 200_000, 2)
    return figures


def main():
    if shutil.which("valgrind") is None:
        fail("valgrind is needed (Debian: apt-get install valgrind)")
    if "--no-build" not in sys.argv:
        build = subprocess.run(["swift", "build", "-c", "release", "--package-path", BENCHMARKS])
        if build.returncode != 0:
            fail("the benchmarks did not build")
    with open(os.path.join(BENCHMARKS, "figures.json")) as file:
        ceilings = json.load(file)["figures"]
    figures = measure()
    over = []
    print(f"{'figure':<30}{'value':>12}{'ceiling':>12}  target")
    for name, ceiling in ceilings.items():
        if name not in figures:
            fail(f"the figure '{name}' of Benchmarks/figures.json was not measured")
        value = figures[name]
        value = int(value) if float(value).is_integer() else value
        mark = "" if value <= ceiling["max"] else "  OVER"
        print(f"{name:<30}{value:>12}{ceiling['max']:>12}  {ceiling.get('target', '')}{mark}")
        if mark:
            over.append(name)
    if over:
        print(f"check-figures: over the ceiling: {', '.join(over)}. If the change needs it, raise "
              "the ceiling in Benchmarks/figures.json in the same commit and say why.", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
