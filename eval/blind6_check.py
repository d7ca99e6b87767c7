#!/usr/bin/env python3
"""Self-check for the blind6 set (structure + a fake replay built from gold must score 100%).
usage: python3 blind6_check.py   (run from anywhere; reads the files beside this script)"""
import collections, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TR = os.path.join(HERE, "blind6.transcripts.jsonl")
GOLD = os.path.join(HERE, "blind6.gold.jsonl")
SCORER = "/work/shared/eval/score.py"
PID_RE = re.compile(r"place_id:\s*(ChIJ[\w-]+)")
PID_FMT = re.compile(r"^ChIJb6_[a-z]+_\d+$")
PRICES = {"inexpensive", "moderate", "expensive", "very expensive"}

errors = []
def err(msg):
    errors.append(msg)

convs = [json.loads(l) for l in open(TR, encoding="utf-8") if l.strip()]
gold = [json.loads(l) for l in open(GOLD, encoding="utf-8") if l.strip()]

pid_name = {}                      # placeId -> venue name, across the whole set
shown_before = {}                  # (id, user turn) -> set of placeIds shown before that turn
n_user = {}
lang_turns = collections.Counter()
ids = set()
for c in convs:
    cid = c["id"]
    if cid in ids:
        err(f"duplicate conversation id {cid}")
    ids.add(cid)
    shown, ut = set(), 0
    for i, t in enumerate(c["turns"]):
        want = "user" if i % 2 == 0 else "model"
        if t["role"] != want:
            err(f"{cid}: turn {i} is {t['role']}, expected {want}")
        if t["role"] == "user":
            shown_before[(cid, ut)] = set(shown)
            ut += 1
            continue
        venues = t.get("venues") or []
        found = []
        for v in venues:
            for k in ("name", "placeId", "category", "address", "rating", "priceLevel"):
                if k not in v:
                    err(f"{cid}: venue without {k}: {v}")
            if v.get("priceLevel") not in PRICES:
                err(f"{cid}: bad priceLevel {v.get('priceLevel')}")
            if len(v.get("address", "").split(", ")) < 3:
                err(f"{cid}: address not street, district, city: {v.get('address')}")
            found.append((v["placeId"], v["name"]))
        if not venues:
            for line in t["content"].splitlines():
                m = PID_RE.search(line)
                if m:
                    name = re.sub(r"^\d+\.\s*", "", line[:m.start()]).strip(" (")
                    found.append((m.group(1), name))
        if found and not 2 <= len(found) <= 10:
            err(f"{cid}: list of {len(found)} venues")
        for p, name in found:
            if not PID_FMT.match(p):
                err(f"{cid}: placeId format {p}")
            if p in pid_name and pid_name[p] != name:
                err(f"placeId {p} reused for {pid_name[p]!r} and {name!r}")
            if p in pid_name and p not in shown:
                err(f"placeId {p} shown again in another list/conversation")
            pid_name[p] = name
            shown.add(p)
    n_user[cid] = ut
    lang_turns[cid.split("-")[1]] += ut

names_pid = collections.defaultdict(set)
for p, n in pid_name.items():
    names_pid[n].add(p)
for n, ps in names_pid.items():
    if len(ps) > 1:
        err(f"venue {n!r} has several placeIds {ps}")

seen_gold = set()
kinds = collections.Counter()
for g in gold:
    key = (g["id"], g["turn"])
    if key in seen_gold:
        err(f"duplicate gold line {key}")
    seen_gold.add(key)
    if g["id"] not in n_user or not 0 <= g["turn"] < n_user[g["id"]]:
        err(f"gold line without a user turn: {key}")
        continue
    loc, q, r = g["location"], g["query"], g["resolved"]
    if loc is not None and not isinstance(loc, list):
        err(f"{key}: location must be list or null")
    if q is not None and (not isinstance(q, list) or not q or any(x != x.lower() for x in q)):
        err(f"{key}: query must be a non-empty lower-case list or null")
    if r is None:
        kinds["resolved-null"] += 1
    elif r == "none":
        kinds["resolved-none"] += 1
    elif r.startswith("turn:"):
        kinds["resolved-turn"] += 1
        if not 0 <= int(r[5:]) < g["turn"]:
            err(f"{key}: turn ref {r} does not point backwards")
    else:
        kinds["resolved-venue"] += 1
        if r not in shown_before[key]:
            err(f"{key}: {r} was not shown in a model turn before this user turn")
    kinds["location-checked"] += loc is not None
    kinds["location-empty"] += loc == []
    kinds["query-checked"] += q is not None
for cid, n in n_user.items():
    for t in range(n):
        if (cid, t) not in seen_gold:
            err(f"user turn without gold: {cid} {t}")

# fake replay output from gold -> must score 100% on every field
with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as f:
    fake = f.name
    for g in gold:
        r = g["resolved"]
        res = None
        if r and r != "none":
            res = ({"kind": "turn", "index": int(r[5:])} if r.startswith("turn:")
                   else {"kind": "venue", "placeId": r, "name": pid_name.get(r)})
        f.write(json.dumps({"id": g["id"], "turn": g["turn"],
                            "location": (g["location"] or [None])[0] if g["location"] is not None else None,
                            "searchQuery": g["query"][0] if g["query"] else None,
                            "venues": [], "resolved": res}, ensure_ascii=False) + "\n")
out = subprocess.run([sys.executable, SCORER, GOLD, fake], capture_output=True, text=True).stdout
os.unlink(fake)
print(out.strip())
for line in out.splitlines():
    for m in re.finditer(r"(\d+\.\d)% \((\d+)/(\d+)\)", line):
        if m.group(2) != m.group(3):
            err(f"fake replay not 100%: {line}")
    if line.startswith("turns") and not line.endswith("missing 0"):
        err(f"fake replay missing turns: {line}")

print(f"conversations {len(convs)}, user turns {sum(n_user.values())} {dict(lang_turns)}")
print("checked fields:", dict(kinds))
if errors:
    print("\n".join("ERROR " + e for e in errors))
    sys.exit(1)
print("OK")
