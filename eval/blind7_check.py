#!/usr/bin/env python3
"""Self-check for the blind7 set.

usage: python3 blind7_check.py [TRANSCRIPTS] [GOLD] [--score SCORE_PY]

Checks: roles alternate starting with the user; one gold line per user turn (and none extra);
every gold placeId was shown (venues list or `place_id:` in the reply text) in a model turn
BEFORE that user turn; turn refs point backwards; a placeId always names the same venue and
no venue has two placeIds; location/query/resolved have the right types. Then builds a fake
replay output from the gold (first acceptable value, gold resolution) and runs the shared
scorer on it, which must give 100% on every checked field."""
import json, os, re, subprocess, sys, tempfile, collections

HERE = os.path.dirname(os.path.abspath(__file__))
args = [a for a in sys.argv[1:] if not a.startswith("--")]
TR = args[0] if len(args) > 0 else os.path.join(HERE, "blind7.transcripts.jsonl")
GOLD = args[1] if len(args) > 1 else os.path.join(HERE, "blind7.gold.jsonl")
SCORE = sys.argv[sys.argv.index("--score") + 1] if "--score" in sys.argv else "/work/shared/eval/score.py"

PID_TEXT = re.compile(r"^\s*\d+\.\s*(.+?)\s*\(place_id:\s*([A-Za-z0-9_\-]+)\)", re.M)
errors = []


def err(msg):
    errors.append(msg)


convs = [json.loads(l) for l in open(TR) if l.strip()]
gold = [json.loads(l) for l in open(GOLD) if l.strip()]
gold_by = {}
for g in gold:
    k = (g["id"], g["turn"])
    if k in gold_by:
        err(f"duplicate gold line {k}")
    gold_by[k] = g
    for f in ("location", "query", "resolved"):
        if f not in g:
            err(f"{k}: missing field {f}")
    if g["location"] is not None and not isinstance(g["location"], list):
        err(f"{k}: location must be list or null")
    if g["query"] is not None and (not isinstance(g["query"], list) or not g["query"]):
        err(f"{k}: query must be a non-empty list or null (an empty list can never match)")
    r = g["resolved"]
    if r is not None and not isinstance(r, str):
        err(f"{k}: resolved must be a string or null")

pid_name = {}      # placeId -> venue name
name_pid = {}      # venue name -> placeId
ids = set()
n_user = collections.Counter()
for c in convs:
    cid = c["id"]
    if cid in ids:
        err(f"duplicate conversation id {cid}")
    ids.add(cid)
    shown = set()
    ui = 0
    for i, t in enumerate(c["turns"]):
        want = "user" if i % 2 == 0 else "model"
        if t["role"] != want:
            err(f"{cid} turn {i}: role {t['role']} but expected {want}")
        if t["role"] == "model":
            vs = [(v["name"], v["placeId"]) for v in t.get("venues") or []]
            for v in t.get("venues") or []:
                for f in ("name", "placeId"):
                    if f not in v:
                        err(f"{cid}: venue without {f}")
                if v.get("priceLevel") not in (None, "inexpensive", "moderate", "expensive", "very expensive"):
                    err(f"{cid}: bad priceLevel {v.get('priceLevel')}")
            vs += [(m.group(1).strip(), m.group(2)) for m in PID_TEXT.finditer(t["content"])]
            for name, pid in vs:
                if not pid.startswith("ChIJ"):
                    err(f"{cid}: placeId {pid} does not start with ChIJ")
                if pid in pid_name and pid_name[pid] != name:
                    err(f"placeId {pid} reused for {name!r} and {pid_name[pid]!r}")
                if name in name_pid and name_pid[name] != pid:
                    err(f"venue {name!r} has two placeIds {name_pid[name]} and {pid}")
                pid_name[pid] = name
                name_pid[name] = pid
                shown.add(pid)
        else:
            g = gold_by.get((cid, ui))
            if g is None:
                err(f"{cid} user turn {ui}: no gold line")
            else:
                r = g["resolved"]
                if r and r.startswith("turn:"):
                    n = int(r[5:])
                    if not (0 <= n < ui):
                        err(f"{cid} user turn {ui}: turn ref {r} does not point backwards")
                elif r and r != "none":
                    if r not in shown:
                        err(f"{cid} user turn {ui}: {r} not shown in an earlier model turn")
            ui += 1
    n_user[cid] = ui
for (cid, t) in gold_by:
    if cid not in n_user or t >= n_user[cid]:
        err(f"gold line {cid}/{t} has no user turn")

# fake replay from the gold -> must score 100%
fake = []
for g in gold:
    loc = g["location"]
    q = g["query"]
    r = g["resolved"]
    if r is None or r == "none":
        res = None
    elif r.startswith("turn:"):
        res = {"kind": "turn", "index": int(r[5:])}
    else:
        res = {"kind": "venue", "placeId": r, "name": pid_name.get(r)}
    fake.append({"id": g["id"], "turn": g["turn"], "location": (loc[0] if loc else None),
                 "searchQuery": (q[0] if q else None), "venues": [], "resolved": res})
with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
    for o in fake:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
    fake_path = f.name
out = subprocess.run([sys.executable, SCORE, GOLD, fake_path], capture_output=True, text=True).stdout
os.unlink(fake_path)
print(out.strip())
for line in out.splitlines():
    m = re.match(r"^(location|query|resolved-venue|resolved-turn|no-false-resolution) (.*)$", line)
    if m and m.group(2) != "n/a" and not m.group(2).startswith("100.0%"):
        err(f"fake replay not 100% on {m.group(1)}: {m.group(2)}")
if "missing 0" not in out:
    err("fake replay has missing turns")

# summary
lang = collections.Counter()
for g in gold:
    lang[g["id"].split("-")[1]] += 1
kinds = collections.Counter()
for g in gold:
    kinds["location"] += g["location"] is not None
    kinds["location-empty"] += g["location"] == []
    kinds["query"] += g["query"] is not None
    r = g["resolved"]
    kinds["resolved-none" if r == "none" else "resolved-turn" if r and r.startswith("turn:")
          else "resolved-null(unchecked)" if r is None else "resolved-venue"] += 1
print("conversations", len(convs), "user turns", len(gold), dict(lang))
print("checked fields", dict(kinds))
if errors:
    print("ERRORS:")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
