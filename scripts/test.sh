#!/usr/bin/env bash
# The whole test suite: unit tests, type check, build-failure checks, production build,
# then Playwright against the served build. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser || { echo "0 passed, 1 failed"; exit 1; }
rm -rf test-results && mkdir -p test-results
status=0

echo "== Unit tests"
node --import tsx --test --test-reporter=tap --test-reporter-destination=test-results/unit.tap --test-reporter=spec --test-reporter-destination=stdout tests/unit/*.test.ts || status=1

echo "== Type check"
if npx tsc --noEmit; then echo "ok - tsc" > test-results/tsc.tap; else echo "not ok - tsc" > test-results/tsc.tap; status=1; fi

echo "== Build failures name the file"
node --import tsx --test --test-reporter=tap --test-reporter-destination=test-results/build.tap --test-reporter=spec --test-reporter-destination=stdout tests/build/*.test.ts || status=1

echo "== Production build"
if E2E_FIXTURES=1 npx gatsby build > test-results/build.log 2>&1; then
	echo "ok - gatsby build" > test-results/gatsby-build.tap
	tail -n 5 test-results/build.log
	echo "== Configured build (features that are off by default)"
	if configured="$(bash scripts/build-configured.sh 2> test-results/build-configured.log | tail -n 1)" && [ -d "$configured" ]; then
		echo "ok - configured build" > test-results/configured-build.tap
		export E2E_CONFIGURED_PUBLIC="$configured"
	else
		echo "not ok - configured build" > test-results/configured-build.tap
		tail -n 40 test-results/build-configured.log
		status=1
	fi
	echo "== End-to-end tests"
	npx playwright test || status=1
	[ -n "${E2E_CONFIGURED_PUBLIC:-}" ] && rm -rf "$(dirname "$E2E_CONFIGURED_PUBLIC")"
else
	echo "not ok - gatsby build" > test-results/gatsby-build.tap
	tail -n 60 test-results/build.log
	status=1
fi

node --import tsx scripts/test-summary.ts || status=1
exit $status
