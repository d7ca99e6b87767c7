#!/usr/bin/env python3
"""Self-check for one of the blind sets blind11 ... blind75 (see its BLINDnn.md).

usage: python3 check_set.py blindNN [TRANSCRIPTS] [GOLD]

Checks: roles alternate starting with the user; one gold line per user turn (and none extra);
every gold placeId was shown (venues list or `(place_id: ...)` in the text) in a model turn BEFORE
that user turn; turn refs point backwards; a placeId always names the same venue and is never
reused across conversations for another venue; placeId prefix; list sizes 2..10 (a single-venue
reply is allowed); then builds a fake replay output from the gold and runs the shared scorer on it,
which must give 100% on every field. Also prints the counts quoted in BLINDnn.md."""
import collections, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
if len(sys.argv) < 2 or not re.fullmatch(r"blind\d+", sys.argv[1]):
    sys.exit("usage: python3 check_set.py blindNN [TRANSCRIPTS] [GOLD]")
NAME = sys.argv[1]
PREFIX = f"ChIJb{NAME[5:]}_"  # placeIds of blindNN are ChIJbNN_<city>_<n>
TRANS = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, f"{NAME}.transcripts.jsonl")
GOLD = sys.argv[3] if len(sys.argv) > 3 else os.path.join(HERE, f"{NAME}.gold.jsonl")
SCORER = "/work/shared/eval/score.py"
PID_RE = re.compile(r"\(place_id:\s*(ChIJ[^\s)]+)\)")
LINE_RE = re.compile(r"^\s*\d+\.\s*(.+?)\s*\(place_id:\s*(ChIJ[^\s)]+)\)", re.M)

errors = []


def err(msg):
    errors.append(msg)


convs = [json.loads(l) for l in open(TRANS, encoding="utf-8") if l.strip()]
gold = [json.loads(l) for l in open(GOLD, encoding="utf-8") if l.strip()]
gold_by = {(g["id"], g["turn"]): g for g in gold}
if len(gold_by) != len(gold):
    err("duplicate gold keys")

ids = [c["id"] for c in convs]
if len(set(ids)) != len(ids):
    err("duplicate conversation ids")

pid_name = {}          # placeId -> (name, conv id)
fake = []
user_turns = collections.Counter()
lang_of = lambda cid: cid.split("-")[1]
n_lists = collections.Counter()
text_only_convs = set()

for c in convs:
    cid, turns = c["id"], c["turns"]
    shown = {}        # placeId -> name, shown so far in this conversation
    latest = []       # latest list of (name, placeId)
    ui = 0
    for i, t in enumerate(turns):
        want = "user" if i % 2 == 0 else "model"
        if t.get("role") != want:
            err(f"{cid}: turn {i} role {t.get('role')} expected {want}")
        if t.get("role") == "model":
            vs = [(v["name"], v["placeId"]) for v in t.get("venues") or []]
            for v in t.get("venues") or []:
                for f in ("name", "placeId", "category", "address"):
                    if f not in v:
                        err(f"{cid}: venue without {f}: {v}")
                if v.get("priceLevel") not in (None, "inexpensive", "moderate", "expensive", "very expensive"):
                    err(f"{cid}: bad priceLevel {v}")
            if not vs:
                vs = LINE_RE.findall(t["content"])
                if vs:
                    text_only_convs.add(cid)
            elif PID_RE.search(t["content"]):
                err(f"{cid}: model turn has both venues and place_id text")
            if vs:
                if not (len(vs) == 1 or 2 <= len(vs) <= 10):
                    err(f"{cid}: list of {len(vs)}")
                n_lists[len(vs)] += 1
                latest = vs
            for name, pid in vs:
                if not re.fullmatch(re.escape(PREFIX) + r"[a-z]+_\d+", pid):
                    err(f"{cid}: bad placeId {pid}")
                if pid in pid_name and pid_name[pid][0] != name:
                    err(f"{cid}: placeId {pid} reused for {name} (was {pid_name[pid]})")
                if pid in pid_name and pid_name[pid][1] != cid:
                    err(f"{cid}: placeId {pid} reused across conversations")
                pid_name[pid] = (name, cid)
                if name in {n for p, n in shown.items() if p != pid}:
                    err(f"{cid}: venue {name} shown with two placeIds")
                shown[pid] = name
            continue
        # user turn
        user_turns[lang_of(cid)] += 1
        g = gold_by.get((cid, ui))
        if g is None:
            err(f"{cid}: no gold for user turn {ui}")
        else:
            r = g.get("resolved")
            if r is None or r == "none":
                pass
            elif r.startswith("turn:"):
                n = int(r[5:])
                if not 0 <= n < ui:
                    err(f"{cid} turn {ui}: turn ref {r} does not point backwards")
            elif r not in shown:
                err(f"{cid} turn {ui}: gold placeId {r} not shown before this turn")
            for f in ("location", "query"):
                v = g.get(f)
                if v is not None and not isinstance(v, list):
                    err(f"{cid} turn {ui}: {f} must be a list or null")
            if g.get("query") == []:
                err(f"{cid} turn {ui}: empty query list")
            # fake replay line
            loc = g.get("location")
            q = g.get("query")
            o = {"id": cid, "turn": ui,
                 "location": (loc[0] if loc else (None if loc is None else "")),
                 "searchQuery": (q[0] if q else None),
                 "venues": [{"name": n, "placeId": p} for n, p in latest]}
            if r is None or r == "none":
                o["resolved"] = None
            elif r.startswith("turn:"):
                o["resolved"] = {"kind": "turn", "index": int(r[5:])}
            else:
                o["resolved"] = {"kind": "venue", "placeId": r, "name": shown.get(r, "?")}
            fake.append(o)
        ui += 1
    n_gold = sum(1 for g in gold if g["id"] == cid)
    if n_gold != ui:
        err(f"{cid}: {n_gold} gold lines for {ui} user turns")

for g in gold:
    if g["id"] not in ids:
        err(f"gold for unknown conversation {g['id']}")

# fake replay through the shared scorer
with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as f:
    for o in fake:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
    fake_path = f.name
res = subprocess.run([sys.executable, SCORER, GOLD, fake_path, "--fails"], capture_output=True, text=True)
os.unlink(fake_path)
print(res.stdout.strip())
for line in res.stdout.splitlines():
    m = re.search(r"\((\d+)/(\d+)\)", line)
    if m and m.group(1) != m.group(2):
        err(f"scorer below 100%: {line}")
    if line.startswith("FAIL") or (line.startswith("turns") and "missing 0" not in line):
        err(f"scorer: {line}")

# counts
kinds = collections.Counter()
for g in gold:
    if g.get("location") is not None:
        kinds["location"] += 1
        if g["location"] == []:
            kinds["location-empty"] += 1
    if g.get("query") is not None:
        kinds["query"] += 1
    r = g.get("resolved")
    if r is None:
        kinds["resolved-unchecked"] += 1
    elif r == "none":
        kinds["resolved-none"] += 1
    elif r.startswith("turn:"):
        kinds["resolved-turn"] += 1
    else:
        kinds["resolved-venue"] += 1
convs_by_lang = collections.Counter(lang_of(c["id"]) for c in convs)
print("conversations", len(convs), dict(convs_by_lang))
print("user turns", sum(user_turns.values()), dict(user_turns))
print("checked fields", dict(kinds))
print("list sizes", dict(sorted(n_lists.items())), "text-only place_id conversations", len(text_only_convs))
print("injection turns", sum(1 for c in convs for t in c["turns"] if t["role"] == "user" and "[CONTEXT:" in t["content"]))
if errors:
    print("ERRORS:")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK: all checks passed")
