#!/usr/bin/env python3
"""Self-check for the blind10 set (blind10.transcripts.jsonl / blind10.gold.jsonl beside this file).

Checks structure and gold consistency, then builds a fake replay output from the gold itself
(first acceptable location / query value, the gold resolution) and confirms that
/work/shared/eval/score.py gives 100% on every field.
usage: python3 blind10_check.py [SCORE_PY]"""
import json, os, re, subprocess, sys, tempfile, collections

HERE = os.path.dirname(os.path.abspath(__file__))
TRANS = os.path.join(HERE, "blind10.transcripts.jsonl")
GOLD = os.path.join(HERE, "blind10.gold.jsonl")
SCORE = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/eval/score.py"
PRICES = {"inexpensive", "moderate", "expensive", "very expensive"}
PID_RE = re.compile(r"\(place_id:\s*(ChIJ[\w-]+)\)")
errors = []

def err(msg):
    errors.append(msg)

convs = [json.loads(l) for l in open(TRANS, encoding="utf-8") if l.strip()]
gold = [json.loads(l) for l in open(GOLD, encoding="utf-8") if l.strip()]

ids = [c["id"] for c in convs]
if len(ids) != len(set(ids)):
    err("duplicate conversation ids")

pid_name = {}            # placeId -> venue name (uniqueness across the set)
shown_before = {}        # (conv id, user turn) -> set of placeIds shown before that user turn
user_text = {}
n_user = {}
for c in convs:
    turns = c["turns"]
    if not turns or turns[0]["role"] != "user":
        err(f"{c['id']}: does not start with a user turn")
    shown, u = set(), 0
    for i, t in enumerate(turns):
        if t["role"] not in ("user", "model"):
            err(f"{c['id']}: bad role {t['role']}")
        if i and t["role"] == turns[i - 1]["role"]:
            err(f"{c['id']}: roles do not alternate at turn {i}")
        if not isinstance(t.get("content"), str) or not t["content"].strip():
            err(f"{c['id']}: empty content at turn {i}")
        if t["role"] == "user":
            shown_before[(c["id"], u)] = set(shown)
            user_text[(c["id"], u)] = t["content"]
            u += 1
            continue
        found = []
        if "venues" in t:
            vs = t["venues"]
            if not (2 <= len(vs) <= 10):
                err(f"{c['id']}: list of {len(vs)} venues at turn {i}")
            names = [v["name"] for v in vs]
            if len(set(names)) != len(names):
                err(f"{c['id']}: duplicate names in a list at turn {i}")
            for v in vs:
                for k in ("name", "placeId", "category", "address", "rating", "priceLevel"):
                    if k not in v:
                        err(f"{c['id']}: venue without {k}: {v.get('name')}")
                if v.get("priceLevel") not in PRICES:
                    err(f"{c['id']}: bad priceLevel {v.get('priceLevel')}")
                if not (1.0 <= float(v.get("rating", 0)) <= 5.0):
                    err(f"{c['id']}: bad rating for {v.get('name')}")
                if v.get("name") not in t["content"]:
                    err(f"{c['id']}: venue {v.get('name')} not named in the reply text")
                found.append((v["placeId"], v["name"]))
        else:
            for m in re.finditer(r"^\s*\d+\.\s*(.+?)\s*\(place_id:\s*(ChIJ[\w-]+)\)", t["content"], re.M):
                found.append((m.group(2), m.group(1)))
            if len(found) == 1 or len(found) > 10:
                err(f"{c['id']}: text list of {len(found)} places at turn {i}")
        for pid, name in found:
            if not re.fullmatch(r"ChIJb10_[a-z]+_\d+", pid):
                err(f"{c['id']}: placeId {pid} does not follow ChIJb10_<city>_<n>")
            if pid in pid_name and pid_name[pid] != name:
                err(f"placeId {pid} used for two venues: {pid_name[pid]!r} / {name!r}")
            pid_name.setdefault(pid, name)
            shown.add(pid)
    n_user[c["id"]] = u

name_pids = collections.defaultdict(set)
for pid, name in pid_name.items():
    name_pids[name].add(pid)
for name, pids in name_pids.items():
    if len(pids) > 1:
        err(f"venue {name!r} has several placeIds {sorted(pids)}")

keys = [(g["id"], g["turn"]) for g in gold]
if len(keys) != len(set(keys)):
    err("duplicate gold lines")
expected = {(cid, k) for cid, n in n_user.items() for k in range(n)}
for k in set(keys) - expected:
    err(f"gold line without a user turn: {k}")
for k in expected - set(keys):
    err(f"user turn without a gold line: {k}")

for g in gold:
    key = (g["id"], g["turn"])
    for f in ("location", "query"):
        v = g.get(f, "MISSING")
        if v == "MISSING":
            err(f"{key}: no {f} field")
        elif v is not None and not (isinstance(v, list) and all(isinstance(x, str) and x for x in v)):
            err(f"{key}: bad {f} {v!r}")
    if g.get("query") == []:
        err(f"{key}: query [] can never match")
    r = g.get("resolved", "MISSING")
    if r == "MISSING":
        err(f"{key}: no resolved field")
    elif r is None or r == "none":
        pass
    elif r.startswith("turn:"):
        n = int(r[5:])
        if not (0 <= n < g["turn"]):
            err(f"{key}: turn ref {r} does not point backwards")
    else:
        if r not in shown_before.get(key, set()):
            err(f"{key}: resolved {r} not shown in a model turn before this user turn")
    if "[CONTEXT" in user_text.get(key, "") and g.get("location") is not None:
        m = re.search(r"location:\s*([^|\]]+)", user_text[key])
        if m and any(x.lower() == m.group(1).strip().lower() for x in g["location"]):
            err(f"{key}: gold follows the injected location")

# fake replay from gold
fake = []
for g in gold:
    loc = g["location"][0] if g.get("location") else None
    q = g["query"][0] if g.get("query") else None
    r = g.get("resolved")
    if r is None or r == "none":
        res = None
    elif r.startswith("turn:"):
        res = {"kind": "turn", "index": int(r[5:])}
    else:
        res = {"kind": "venue", "placeId": r, "name": pid_name.get(r)}
    fake.append({"id": g["id"], "turn": g["turn"], "location": loc, "searchQuery": q, "venues": [], "resolved": res})
with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
    for o in fake:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
    fake_path = f.name
out = subprocess.run([sys.executable, SCORE, GOLD, fake_path], capture_output=True, text=True)
os.unlink(fake_path)
print(out.stdout.strip())
for line in out.stdout.splitlines():
    m = re.match(r"(location|query|resolved-venue|resolved-turn|no-false-resolution) (\S+)", line)
    if m and m.group(2) != "n/a" and m.group(2) != "100.0%":
        err(f"fake replay scores {line}")
if "missing 0" not in out.stdout.splitlines()[-1]:
    err("fake replay has missing turns")

# summary
c = collections.Counter()
for g in gold:
    c["turns"] += 1
    c["location"] += g.get("location") is not None
    c["query"] += g.get("query") is not None
    r = g.get("resolved")
    c["resolved"] += r is not None
    c["r_venue"] += bool(r) and r != "none" and not r.startswith("turn:")
    c["r_turn"] += bool(r) and r.startswith("turn:")
    c["r_none"] += r == "none"
print(f"conversations {len(convs)}, user turns {c['turns']}, placeIds {len(pid_name)}")
print(f"checked: location {c['location']}, query {c['query']}, resolved {c['resolved']} "
      f"(venue {c['r_venue']}, turn {c['r_turn']}, none {c['r_none']})")
if errors:
    print(f"FAILED: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
