#!/usr/bin/env bash
# Starts the site as several server instances on one PostgreSQL, behind Varnish (docs/cdn.md).
# No containers: Node 22, a build (npm run build), Debian's varnish and varnish-modules.
#
#   DATABASE_URL=postgres://… deploy/start.sh
#
# Settings (environment, with defaults):
#   DATABASE_URL          the PostgreSQL server the instances share (required)
#   INSTANCES=2           server instances, on ports BASE_PORT, BASE_PORT+1, …
#   BASE_PORT=3201
#   VARNISH_PORT=6081     where visitors connect (127.0.0.1 unless VARNISH_LISTEN says otherwise)
#   VARNISH_LISTEN=127.0.0.1:$VARNISH_PORT
#   PURGE_PORT=VARNISH_PORT+1   Varnish's socket for the servers' purges, on 127.0.0.1 only
#   VARNISH_MEMORY=256m   Varnish's storage
#   PUBLIC_URL=http://127.0.0.1:$VARNISH_PORT   the address visitors use (Varnish's, or a TLS proxy's in front)
#   SHARED_CACHE_MAX_AGE=86400   how long Varnish may hold a page (purged on every change)
#   DATA_DIR=./data/deploy       the renditions' cache (and the folder demo media are imported from),
#                         shared by the instances on this machine; uploaded media live in PostgreSQL
#   DATA_DIR_PER_INSTANCE=false  true: each instance its own DATA_DIR/instance-<n>, as servers on
#                         separate machines have (then SECRET_KEY must be set: they share no key file)
#   RUN_DIR=(a new temporary directory)   pid files, the generated backends, Varnish's working directory
#   MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_   glibc's allocator (defaults in scripts/serve.sh)
# Every other variable of the README (SMTP_URL, SECRET_KEY, …) reaches the instances as set.
#
# An instance that ends is started again. Stops everything on SIGINT/SIGTERM. The pid of each
# instance's server is in $RUN_DIR/instance-<n>.pid, Varnish's in $RUN_DIR/varnish.pid.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL server the instances share}"
instances=${INSTANCES:-2}
base_port=${BASE_PORT:-3201}
varnish_port=${VARNISH_PORT:-6081}
varnish_listen=${VARNISH_LISTEN:-127.0.0.1:$varnish_port}
purge_port=${PURGE_PORT:-$((varnish_port + 1))}
run_dir=${RUN_DIR:-$(mktemp -d /tmp/festival-deploy.XXXXXX)}
mkdir -p "$run_dir"
export DATABASE_URL
export PUBLIC_URL=${PUBLIC_URL:-http://127.0.0.1:$varnish_port}
export SHARED_CACHE_MAX_AGE=${SHARED_CACHE_MAX_AGE:-86400}
export CACHE_PURGE_URLS=${CACHE_PURGE_URLS:-http://127.0.0.1:$purge_port/}
# Varnish is the peer of every request, and appends the client's address to X-Forwarded-For.
export TRUSTED_PROXIES=${TRUSTED_PROXIES:-127.0.0.1}
export DATA_DIR=${DATA_DIR:-./data/deploy}
per_instance=${DATA_DIR_PER_INSTANCE:-false}
if [ "$per_instance" = true ]; then
  : "${SECRET_KEY:?SECRET_KEY must be set when each instance has its own DATA_DIR}"
fi
export HOST=127.0.0.1

if [ ! -f build/server-main/index.js ]; then
  echo "No build: run npm run build first." >&2
  exit 1
fi
command -v varnishd >/dev/null || { echo "varnishd is missing: apt-get install varnish varnish-modules" >&2; exit 1; }

pids=()
stop() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop EXIT INT TERM

# Migrations and demo content once, before any instance serves.
FESTIVAL_ROLE=setup node build/server-main/index.js

backends="$run_dir/festival-backends.vcl"
: >"$backends"
# Each instance runs under a small loop that starts it again a second after it ends; Varnish
# sends requests to the others meanwhile.
run_instance() {
  local n=$1 port=$2 child=""
  trap 'kill -TERM "$child" 2>/dev/null; wait "$child" 2>/dev/null; exit 0' TERM INT
  local data_dir=$DATA_DIR
  if [ "$per_instance" = true ]; then data_dir=$DATA_DIR/instance-$n; fi
  while true; do
    DATA_DIR=$data_dir PORT=$port FESTIVAL_ROLE=serve scripts/serve.sh &
    child=$!
    echo "$child" >"$run_dir/instance-$n.pid"
    wait "$child" && status=0 || status=$?
    echo "instance $n (port $port) ended with $status; starting it again in a second" >&2
    # In the background, so that a TERM meanwhile is handled at once.
    sleep 1 &
    child=$!
    wait "$child" || true
  done
}
for n in $(seq 1 "$instances"); do
  port=$((base_port + n - 1))
  run_instance "$n" "$port" &
  pids+=($!)
  printf 'backend instance_%s {\n\t.host = "127.0.0.1";\n\t.port = "%s";\n\t.probe = festival_probe;\n}\n' "$n" "$port" >>"$backends"
done
printf 'sub vcl_init {\n' >>"$backends"
for n in $(seq 1 "$instances"); do printf '\tfestival.add_backend(instance_%s);\n' "$n" >>"$backends"; done
printf '}\n' >>"$backends"

# Varnish (as root it runs its children as its own user: they must read the run directory).
chmod 755 "$run_dir"
chmod 644 "$backends"
varnishd -F -n "$run_dir/varnish" -a "$varnish_listen" -a "purge=127.0.0.1:$purge_port" -T 127.0.0.1:0 \
  -f "$PWD/deploy/varnish.vcl" -p vcl_path="$run_dir:$PWD/deploy:/etc/varnish" \
  -p http_gzip_support=off -s "malloc,${VARNISH_MEMORY:-256m}" &
varnish=$!
pids+=("$varnish")
echo "$varnish" >"$run_dir/varnish.pid"
echo "Festival site: $PUBLIC_URL (Varnish on $varnish_listen, purges on 127.0.0.1:$purge_port, $instances instances from port $base_port, run directory $run_dir)"
wait "$varnish"
