#!/usr/bin/env bash
# The launcher end to end: bin/infens says what it does when it prepares the jar, and nothing once it is ready; train,
# predict and scale through the background server give the bytes, exit codes and files of INFENS_DAEMON=0 (each
# command in its own JVM), and the server is the one that ran them; commands it does not run (--version, --help,
# output to //dev/stdout or a link to it) are handed back and run in their own JVM; a socket directory open to others
# is refused; and no server is left running at the end.
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

# the first run after Maven's package makes the class-data archive, and says so in one line (the jar itself is current)
INFENS_DAEMON=0 "$infens" train -q heart first.model 2> first.err
[[ ! -e "$sockets" ]] || fail "INFENS_DAEMON=0 made $sockets"
if [[ -s first.err ]]; then
    [[ "$(cat first.err)" == "infens: preparing the class-data archive of infens-cli/target/infens.jar"* ]] \
        || fail "first use: $(cat first.err)"
fi
INFENS_DAEMON=0 "$infens" train -q heart first.model 2> again.err
[[ ! -s again.err ]] || fail "a run with the jar and its archive ready printed: $(cat again.err)"
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
    # /dev/stdout is the client's, however it is named: the server hands such a command back (not counted below)
    ln -sf /dev/stdout to-stdout
    for out in /dev/stdout //dev/stdout /tmp/../dev/stdout to-stdout; do
        "$infens" predict heart heart.model "$out" | cat > stdout.out
        (( $(grep -c . stdout.out) == $(grep -c . heart) + 1 )) \
            || fail "$client client: predict to $out: $(head -3 stdout.out)"
    done
    # commands the server does not run are handed back too
    run version --version
    run help train --help
    grep -q 'Usage: infens train' help.1.out || fail "$client client: train --help: $(head -3 help.1.out)"

    after="$(grep -c 'exit' "$log" || true)"
    (( after - before == 6 )) || fail "$client client: the server ran $((after - before)) of the 6 commands: $(cat "$log")"
    grep -q 'predict left to the client: names a device' "$log" || fail "$client client: $(cat "$log")"
    grep -q -- '--version left to the client' "$log" || fail "$client client: $(cat "$log")"
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

# a socket directory that others may enter is refused, with a message; the command runs in its own JVM
chmod 777 "$sockets"
"$infens" train -v 3 heart > open.out 2> open.err || fail "with an open socket directory: $(cat open.err)"
cmp -s open.out own.out || fail "with an open socket directory, the output differs"
grep -q "^infens: not using the background server: $sockets is open to other users (mode 777)" open.err \
    || fail "no message for an open socket directory: $(cat open.err)"
chmod 700 "$sockets"

# bin/infens says that it builds the jar (a copy of the launcher whose Maven copies the jar), and then nothing
fake="$work/fake"
mkdir -p "$fake/bin" "$fake/mvn-bin" "$fake/infens-cli/src"
cp "$root/bin/infens" "$fake/bin/"
touch "$fake/pom.xml"
cat > "$fake/mvn-bin/mvn" << EOF
#!/bin/sh
mkdir -p infens-cli/target && cp "$root/infens-cli/target/infens.jar" infens-cli/target/infens.jar
# an empty archive, dated after the jar: a failed attempt, not retried (no archive to make here)
: > infens-cli/target/infens.jsa && touch -d '+2 seconds' infens-cli/target/infens.jsa
EOF
chmod +x "$fake/mvn-bin/mvn"
PATH="$fake/mvn-bin:$PATH" INFENS_DAEMON=0 "$fake/bin/infens" --version > fake.out 2> fake.err \
    || fail "the fake build failed: $(cat fake.err)"
[[ "$(cat fake.err)" == "infens: building infens-cli/target/infens.jar with Maven, then its class-data archive"* ]] \
    || fail "no word of the build: $(cat fake.err)"
(( $(wc -l < fake.err) == 1 )) || fail "the build said more than one line: $(cat fake.err)"
grep -q '^infens ' fake.out || fail "the built jar did not run: $(cat fake.out)"
PATH="$fake/mvn-bin:$PATH" INFENS_DAEMON=0 "$fake/bin/infens" --version > fake.out 2> fake.err
[[ ! -s fake.err ]] || fail "with the jar current, the launcher printed: $(cat fake.err)"

# the servers stop, and none is left
stop_servers
servers_left() {
    local f c
    for f in /proc/[0-9]*/cmdline; do
        { c="$(tr '\0' ' ' < "$f")"; } 2> /dev/null || continue
        [[ "$c" == *org.infens.cli.daemon.Server*"$sockets"* ]] && echo "${f%/cmdline}: $c"
    done
    return 0
}
for _ in $(seq 100); do
    left="$(servers_left)"
    [[ -z "$left" ]] && break
    sleep 0.1
done
[[ -z "$left" ]] || fail "server processes left running: $left"
