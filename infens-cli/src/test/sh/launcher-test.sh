#!/usr/bin/env bash
# The launcher's background server, end to end: bin/infens train, predict and scale through a server give the bytes,
# exit codes and files of INFENS_DAEMON=0 (each command in its own JVM), and the server is the one that ran them.
# Run by Maven after the shaded jar is built (infens-cli's pom, phase verify); silent when it passes. Skipped where
# bin/infens cannot run a server (no setsid or sha256sum).
#   infens-cli/src/test/sh/launcher-test.sh [repository root]
set -euo pipefail
root="$(cd "${1:-$(dirname "${BASH_SOURCE[0]}")/../../../..}" && pwd)"
infens="$root/bin/infens"
command -v setsid > /dev/null && command -v sha256sum > /dev/null || exit 0

# the test sets what it needs: a caller's INFENS_DAEMON=0 (or INFENS_DAEMON_MAX=0, INFENS_DAEMON_CLIENT) must not
# turn off the server it tests
while read -r v; do unset "$v"; done < <(compgen -v INFENS_)
work="$(mktemp -d)"
export TMPDIR="$work/tmp"   # the launcher's socket directory: $TMPDIR/infens-$UID, this test's own
unset XDG_RUNTIME_DIR
mkdir -p "$TMPDIR" "$work/run"
export INFENS_DAEMON_IDLE=30
sockets="$TMPDIR/infens-$UID"
stop_servers() {
    local f
    for f in "$sockets"/*.pid; do [[ -f "$f" ]] && kill "$(< "$f")" 2> /dev/null || true; done
}
trap 'stop_servers; rm -rf "$work"' EXIT
fail() { echo "launcher-test: $*" >&2; exit 1; }

cd "$work/run"
cp "$root/infens-core/src/main/resources/org/infens/data/heart_scale" heart
# run NAME ARGS...: the command in its own JVM (NAME.0.*) and through the launcher's default path (NAME.1.*)
run() {
    local name="$1"; shift
    local c0=0 c1=0
    INFENS_DAEMON=0 "$infens" "$@" > "$name.0.out" 2> "$name.0.err" || c0=$?
    "$infens" "$@" > "$name.1.out" 2> "$name.1.err" || c1=$?
    [[ "$c0" == "$c1" ]] || fail "$name: exit $c1 through the server, $c0 in its own JVM"
    cmp -s "$name.0.out" "$name.1.out" || fail "$name: standard output differs"
    cmp -s "$name.0.err" "$name.1.err" || fail "$name: standard error differs"
}

INFENS_DAEMON=0 "$infens" train -q heart first.model
[[ ! -e "$sockets" ]] || fail "INFENS_DAEMON=0 made $sockets"
# the first command runs in its own JVM and starts the server, which warms up, then binds its socket
"$infens" train -q heart first1.model
cmp -s first.model first1.model || fail "the first command's model differs"
for _ in $(seq 120); do compgen -G "$sockets/*.sock" > /dev/null && break; sleep 0.5; done
compgen -G "$sockets/*.sock" > /dev/null || fail "no server socket in $sockets after 60 s: $(cat "$sockets"/*.log 2>&1)"
log="$(ls "$sockets"/*.log)"

# the commands through the server (client: INFENS_DAEMON_CLIENT), each against its own JVM
commands() {
    local before after
    before="$(grep -c 'exit' "$log" || true)"

    run train train -t 5 -c 2 heart heart.model
    cmp -s heart.model first.model && fail "train -t 5 wrote the RBF model"
    INFENS_DAEMON=0 "$infens" train -q -t 5 -c 2 heart heart0.model
    cmp -s heart.model heart0.model || fail "the model through the server differs"
    run cv train -v 5 -g 0.1 heart
    run predict predict heart heart.model out
    run scale scale -l 0 -u 1 heart
    run missing train no-such-file
    run usage train -t 99 heart
    grep -q "can't open file no-such-file" missing.1.err || fail "missing file: $(cat missing.1.err)"
    # /dev/stdout is the client's: such a command runs in its own JVM (not counted below)
    "$infens" predict heart heart.model /dev/stdout | cat > stdout.out
    (( $(grep -c . stdout.out) == $(grep -c . heart) + 1 )) || fail "$client client: predict to /dev/stdout: $(head -3 stdout.out)"

    after="$(grep -c 'exit' "$log" || true)"
    (( after - before == 6 )) || fail "$client client: the server ran $((after - before)) of the 6 commands: $(cat "$log")"
}

# both clients: the Python one (when /usr/bin/python3 exists) and the Java one
for client in python java; do
    [[ "$client" == python && ! -x /usr/bin/python3 ]] && continue
    INFENS_DAEMON_CLIENT="$client" commands
done
# a refused command (the server's directory was replaced) runs in its own JVM through either client
for client in python java; do
    [[ "$client" == python && ! -x /usr/bin/python3 ]] && continue
    cd "$work" && rm -rf run && mkdir run && cd run && cp "$root/infens-core/src/main/resources/org/infens/data/heart_scale" heart
    INFENS_DAEMON_CLIENT="$client" "$infens" train -v 3 heart > refused.out 2> refused.err \
        || fail "$client client: a refused command failed: $(cat refused.err)"
    INFENS_DAEMON=0 "$infens" train -v 3 heart > own.out
    cmp -s refused.out own.out || fail "$client client: a refused command's output differs"
    # the replaced directory retired its server; the next command starts a new one
    for _ in $(seq 120); do compgen -G "$sockets/*.sock" > /dev/null || break; sleep 0.5; done
    for _ in $(seq 120); do compgen -G "$sockets/*.sock" > /dev/null && break; "$infens" train -q heart m; sleep 0.5; done
done
