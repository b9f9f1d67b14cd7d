#!/usr/bin/env bash
# Build, run and test the shop. Needs only Go and Node on the machine.
#   ./build.sh          build the UI bundle and the shop binary
#   ./build.sh run      build, then serve the demo shop on :8080 (extra args go to `shop serve`)
#   ./build.sh test     every test: Go (store, handlers, mail through Mailpit, payment against stripe-mock, HTTPS against Pebble, -race), UI logic, browser (Chromium)
#   ./build.sh test LAYER...  only those layers (gofmt vet go go-postgres ui browser), e.g. ./build.sh test go-postgres
#   ./build.sh bench    the benchmarks (Go and bench/), figures as ratios to a bare handler
#   ./build.sh dev      rebuild the UI on change and serve it from disk
set -euo pipefail
cd "$(dirname "$0")"
# x86-64-v2 (every x86 server since 2009) inlines POPCNT, which facet counts live on.
export GOAMD64="${GOAMD64:-v2}"
# The race detector leaves out SQLite and QuickJS, C that modernc.org translated to Go: their
# memory is mmap'ed outside the Go heap the detector watches, so checking them found nothing
# and took five times the CPU of a demo seed. modernc.org/libc, their Go runtime glue, stays
# checked: left out, the detector lost sync.Map's ordering and reported races in encoding/json.
# A targeted run does the same: go test -race -gcflags='modernc.org/sqlite/lib=-race=false'
# -gcflags='modernc.org/libquickjs=-race=false' -run TestX ./handlers/
RACE_EXCEPT=(-gcflags='modernc.org/sqlite/lib=-race=false' -gcflags='modernc.org/libquickjs=-race=false')

deps() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "installing the UI's build tools (npm ci)"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

build() {
  deps
  node ui/build.mjs
  if [ ! -x shop ]; then
    echo "building ./shop: the first Go build compiles SQLite (pure Go) and takes a few minutes on a small machine"
  fi
  # shop version prints these three: the tag (or commit) described, the commit, the build's time
  # (SOURCE_DATE_EPOCH's for a reproducible build).
  local described commit built
  described="$(git describe --tags --always --dirty 2>/dev/null || echo devel)"
  commit="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
  built="$(date -u -d "@${SOURCE_DATE_EPOCH:-$(date +%s)}" +%Y-%m-%dT%H:%M:%SZ)"
  CGO_ENABLED=0 go build -trimpath -ldflags "-X main.buildVersion=$described -X main.buildCommit=$commit -X main.buildTime=$built" -o shop .
}

# test_tools installs from Debian what the tests drive when the machine lacks it: Chromium for
# the browser tests, a Java runtime for the Nu HTML checker (vnu.jar from npm), nginx, which
# checks the README's reverse-proxy recipe, systemd's tools, which check its unit, and
# PostgreSQL, the shop's second database.
test_tools() {
  local want=()
  [ -x /usr/bin/chromium ] || want+=(chromium fonts-dejavu-core)
  command -v java >/dev/null || want+=(default-jre-headless)
  [ -x /usr/sbin/nginx ] || want+=(nginx-light)
  command -v systemd-analyze >/dev/null || want+=(systemd)
  [ -n "$(pg_bin)" ] || want+=(postgresql)
  if [ ${#want[@]} -gt 0 ]; then
    echo "installing for the tests: ${want[*]}"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${want[@]}" >/dev/null
  fi
}

# go_tool installs a server the tests talk to (Mailpit for mail, stripe-mock for Stripe's
# API, Pebble and its DNS server for Let's Encrypt's ACME, versitygw for S3), pinned, with
# `go install` from the Go module proxy when neither PATH nor Go's bin folder has it; the tests
# look in both.
go_tool() {
  local name=$1 module=$2 bin
  bin="$(go env GOBIN)"
  bin="${bin:-$(go env GOPATH | cut -d: -f1)/bin}"
  if ! command -v "$name" >/dev/null && [ ! -x "$bin/$name" ]; then
    echo "installing $module for the tests (go install)"
    go install "$module"
  fi
}

# pg_bin is the folder of PostgreSQL's initdb and postgres: PATH's, or the newest of Debian's
# /usr/lib/postgresql/N/bin, which Debian leaves off PATH; nothing when there is none.
pg_bin() {
  local d
  if command -v initdb >/dev/null && command -v postgres >/dev/null; then
    dirname "$(command -v initdb)"
    return
  fi
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -rn); do
    [ -x "$d/initdb" ] && { echo "$d"; return; }
  done
}

# pg_start starts the run's one throwaway PostgreSQL cluster, for every Go test binary of the
# run (package internal/pgtest hands each test a fresh database in it), and exports its address
# as SHOP_TEST_POSTGRES; the EXIT trap stops it and deletes its folder. It runs as the system
# user shoptest when we are root (initdb refuses root), in a temp folder (pg_parent), on a
# unix socket there and 127.0.0.1 on a free port. Nothing of it need survive a crash, so
# nothing waits for the disk (fsync, synchronous_commit, full_page_writes off); several shops
# per test and parallel test binaries share it (max_connections=300). internal/pgtest starts
# the same kind of cluster when a test runs without this one.
pg_start() {
  local bin start=$SECONDS port as=()
  bin="$(pg_bin)"
  [ -n "$bin" ] || { echo "PostgreSQL is not installed"; return 1; }
  PG_DIR="$(mktemp -d "$(pg_parent)/shop-pg-XXXXXX")"
  trap pg_stop EXIT
  if [ "$(id -u)" = 0 ]; then
    id shoptest >/dev/null 2>&1 || useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin shoptest
    chown shoptest: "$PG_DIR"
    as=(runuser -u shoptest --)
  fi
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C --no-sync >"$PG_DIR/initdb.log" 2>&1 \
    || { cat "$PG_DIR/initdb.log"; return 1; }
  for _ in 1 2 3 4 5; do # a port found free can be taken before the server binds it
    port=$((20000 + RANDOM % 30000))
    if "${as[@]}" "$bin/pg_ctl" start -w -t 60 -D "$PG_DIR/data" -l "$PG_DIR/server.log" -o \
      "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" >/dev/null; then
      export SHOP_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
      echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for the tests on 127.0.0.1:$port, started in $((SECONDS - start)) s"
      return 0
    fi
  done
  cat "$PG_DIR/server.log"
  return 1
}

# pg_parent is the folder the cluster goes in: /dev/shm, memory, when it has 2 GB free, else
# /tmp. A copy of the demo shop's database took 0.35–0.57 s on a small machine's disk (waiting
# for the disk to extend files, fsync off) against 0.04 s in memory, and the handler tests
# make 280, one template's copies one at a time.
pg_parent() {
  if [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$(df --output=avail -B1M /dev/shm 2>/dev/null | tail -1)" -ge 2048 ] 2>/dev/null; then
    echo /dev/shm
  else
    echo /tmp
  fi
}

pg_stop() {
  [ -n "${PG_DIR:-}" ] || return 0
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then
    if [ "$(id -u)" = 0 ]; then
      runuser -u shoptest -- "$(pg_bin)/pg_ctl" stop -D "$PG_DIR/data" -m fast >/dev/null 2>&1 || true
    else
      "$(pg_bin)/pg_ctl" stop -D "$PG_DIR/data" -m fast >/dev/null 2>&1 || true
    fi
  fi
  rm -rf "$PG_DIR"
  PG_DIR=""
}

# chosen says whether the layer named $1 runs: every layer, or only those named after
# `./build.sh test`.
chosen() {
  [ ${#layers[@]} -eq 0 ] && return 0
  local l
  for l in "${layers[@]}"; do [ "$l" = "$1" ] && return 0; done
  return 1
}

# layer runs one layer of the tests (its name, then the command), says how long it took, and
# adds the name to failed when it fails.
layer() {
  local name=$1 start=$SECONDS
  shift
  chosen "$name" || return 0
  echo "== $name"
  if "$@"; then
    echo "== $name passed ($((SECONDS - start)) s)"
  else
    echo "== $name FAILED ($((SECONDS - start)) s)"
    failed+=("$name")
  fi
}

gofmt_clean() {
  local bad
  bad="$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*'))"
  [ -z "$bad" ] || { echo "gofmt needed:"; echo "$bad"; return 1; }
}

cmd="${1:-build}"
shift || true
case "$cmd" in
  build) build ;;
  run) build; exec ./shop serve "$@" ;;
  test)
    # Layers named after `test` run alone (./build.sh test go-postgres); none named: all.
    layers=("$@")
    for l in "${layers[@]}"; do
      case "$l" in
        gofmt|vet|go|go-postgres|ui|browser) ;;
        *) echo "unknown test layer $l: the layers are gofmt vet go go-postgres ui browser"; exit 2 ;;
      esac
    done
    build
    # Every layer runs, whatever an earlier one found, and says how long it took; the
    # command fails at the end, naming each layer that failed. The mail and payment tests
    # skip without Mailpit and stripe-mock on a developer's machine; here their absence fails
    # them. Each layer has a time limit far past its run on a loaded machine (Go's is per
    # package, the UI's and the browser's per test, in package.json), so a hung test ends its
    # layer instead of the command.
    failed=()
    layer gofmt gofmt_clean
    # vet with the binary's build settings (CGO_ENABLED=0, -trimpath, GOAMD64 above): it reads the
    # packages build just compiled, where a default vet compiled SQLite and QuickJS a third time
    # (after the binary and before the race build): 127 s against 24 s on a cold cache.
    layer vet env CGO_ENABLED=0 go vet -trimpath ./...
    test_tools
    go_tool mailpit github.com/axllent/mailpit@v1.27.11
    go_tool stripe-mock github.com/stripe/stripe-mock@v0.203.0
    go_tool pebble github.com/letsencrypt/pebble/v2/cmd/pebble@v2.10.3
    go_tool pebble-challtestsrv github.com/letsencrypt/pebble/v2/cmd/pebble-challtestsrv@v2.10.3
    # The Versity S3 gateway: a real S3-compatible server over a folder, for the backups'
    # uploads; its first install took 1.5 CPU-minutes (11 minutes of a loaded two-core
    # machine, downloads included), once per machine.
    go_tool versitygw github.com/versity/versitygw/cmd/versitygw@v1.8.0
    # -race checks the shop's own code; RACE_EXCEPT leaves SQLite's and QuickJS's translated C
    # unchecked, as a cgo build would (docs/development.md says why). Four parallel tests per
    # package: at the default two the handler tests kept one core busy of two, waiting on
    # servers and renders (85 s; 56 s at four, the same at eight).
    # The go layers' tests that use PostgreSQL share one throwaway cluster (pg_start); the
    # go layer's run on SQLite has tests of PostgreSQL's own too (internal/pgtest's helpers).
    if chosen go || chosen go-postgres; then
      pg_start || failed+=(postgres)
    fi
    require_env=(SHOP_REQUIRE_MAILPIT=1 SHOP_REQUIRE_STRIPE_MOCK=1 SHOP_REQUIRE_NGINX=1 SHOP_REQUIRE_PEBBLE=1
      SHOP_REQUIRE_SYSTEMD=1 SHOP_REQUIRE_S3=1 SHOP_REQUIRE_POSTGRES=1)
    # A race-built binary sleeps a second before it exits (GORACE's atexit_sleep_ms), for a
    # goroutine still running to report a race: each of the layers' 38 test binaries kept one
    # of go test's two package slots idle that long, some 20 s of the two layers. The tests'
    # own goroutines are checked while they run, as before.
    go_test=(env GORACE=atexit_sleep_ms=0 go test -race "${RACE_EXCEPT[@]}" -parallel 4 -count=1 -timeout 15m)
    layer go env "${require_env[@]}" "${go_test[@]}" ./...
    # The packages whose tests run on a database, again on PostgreSQL: internal/pgtest makes
    # each test's database there when SHOP_TEST_DB=postgres. A test only one database passes
    # fails one of the two layers.
    layer go-postgres env "${require_env[@]}" SHOP_TEST_DB=postgres SHOP_BIN="$PWD/shop" "${go_test[@]}" ./store/... ./services/... ./handlers/... ./mail/... ./internal/... ./tests/cluster/...
    layer ui npm test --silent
    # The browser test files run two at a time, each against shops of its own. The
    # server-rendering tests ask each page until the renderer has it (their warm step), so a
    # render that a second file slows past its time budget costs a retry, not a failure.
    layer browser env SHOP_BIN="$PWD/shop" npm run --silent test:browser
    if [ ${#failed[@]} -gt 0 ]; then
      echo "failed: ${failed[*]}"
      exit 1
    fi
    ;;
  bench) build; go test -run '^$' -bench . -benchmem ./...; go run ./bench "$@"; test_tools; node bench/lighthouse.mjs ;;
  dev)
    # A first build, so the binary embeds a bundle and the server starts on one; then the
    # watcher rebuilds on change and the server reads each new bundle (and server script).
    deps
    node ui/build.mjs --development
    CGO_ENABLED=0 go build -trimpath -o shop .
    node ui/build.mjs --watch &
    watcher=$!
    trap 'kill $watcher' EXIT
    ./shop serve --dev assets/dist "$@"
    ;;
  *) echo "usage: ./build.sh [build|run|test [LAYER...]|bench|dev]"; exit 2 ;;
esac
