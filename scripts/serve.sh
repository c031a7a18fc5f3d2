#!/bin/sh
# Starts the built server (npm run build): one process, or with WEB_CONCURRENCY a supervisor and
# its workers. `npm run serve`, deploy/start.sh and the benchmarks all start it here.
#
# glibc's allocator, unless set otherwise (docs/benchmarks.md, Memory soak):
# - MALLOC_ARENA_MAX=2: otherwise each thread that allocates (libuv's pool compressing, libvips
#   making renditions) gets an arena of its own, and an arena keeps what was freed in it.
# - MALLOC_MMAP_THRESHOLD_=65536: blocks from 64 KiB (page bodies, compression buffers) get pages of
#   their own, which go back to the system when freed. Left to itself glibc raises this threshold
#   to the largest block freed so far (up to 32 MiB), and a crowd's large blocks then stay in its heap.
# Together with the collection in the quiet (server/idle-collection.ts) a process rests about
# 150 MB lower after a crowd.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-65536}"
exec node --enable-source-maps "$(dirname "$0")/../build/server-main/index.js" "$@"
