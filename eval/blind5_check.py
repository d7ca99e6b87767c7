#!/usr/bin/env python3
"""Self-check for the blind5 set.

usage: python3 blind5_check.py [TRANSCRIPTS] [GOLD]
Defaults to blind5.transcripts.jsonl / blind5.gold.jsonl beside this script.

Checks:
  - roles alternate user/model, starting with the user
  - one gold line per user turn and every gold line has a matching user turn
  - every gold placeId was shown (venues list or `place_id:` in the text) in a model turn BEFORE that user turn
  - turn refs point backwards
  - placeIds are unique per venue across the whole set (one id = one name, one conversation)
  - venue fields look sane (priceLevel values, ratings)
  - a fake replay built from the gold scores 100% on every field with ../../shared/eval/score.py
Prints counts per language / field kind at the end."""
import collections, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TR = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "blind5.transcripts.jsonl")
GO = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "blind5.gold.jsonl")
SCORER = "/work/shared/eval/score.py"
PRICES = {"inexpensive", "moderate", "expensive", "very expensive"}
PID_RE = re.compile(r"place_id:\s*(ChIJ[\w-]+)")

errors = []
def err(msg):
    errors.append(msg)

convs = [json.loads(l) for l in open(TR, encoding="utf-8") if l.strip()]
gold = [json.loads(l) for l in open(GO, encoding="utf-8") if l.strip()]
gold_by = {(g["id"], g["turn"]): g for g in gold}
if len(gold_by) != len(gold):
    err("duplicate gold keys")

ids = [c["id"] for c in convs]
if len(ids) != len(set(ids)):
    err("duplicate conversation ids")

pid_name = {}      # placeId -> venue name
pid_conv = {}      # placeId -> conversation id
user_turns = {}    # conv id -> number of user turns
shown_before = {}  # (conv, user turn) -> set of placeIds shown before it

for c in convs:
    cid = c["id"]
    shown = set()
    u = 0
    for i, t in enumerate(c["turns"]):
        want = "user" if i % 2 == 0 else "model"
        if t.get("role") != want:
            err(f"{cid}: turn {i} role {t.get('role')} != {want}")
        if t.get("role") == "user":
            shown_before[(cid, u)] = set(shown)
            if (cid, u) not in gold_by:
                err(f"{cid}: user turn {u} has no gold line")
            u += 1
        else:
            names_here = []
            for v in t.get("venues", []) or []:
                pid, name = v["placeId"], v["name"]
                names_here.append((pid, name))
                if v.get("priceLevel") is not None and v["priceLevel"] not in PRICES:
                    err(f"{cid}: bad priceLevel {v['priceLevel']}")
                if v.get("rating") is not None and not (1.0 <= v["rating"] <= 5.0):
                    err(f"{cid}: bad rating {v['rating']}")
                if not re.match(r"^ChIJ[A-Za-z0-9]+_[A-Za-z0-9]+_\d+$", pid):
                    err(f"{cid}: placeId format {pid}")
            for m in PID_RE.finditer(t.get("content", "")):
                pid = m.group(1)
                # name = text between "N. " and " (place_id"
                line = [l for l in t["content"].splitlines() if pid in l][0]
                nm = re.sub(r"^\s*\d+\.\s*", "", line.split("(place_id")[0]).strip()
                names_here.append((pid, nm))
            for pid, name in names_here:
                if pid in pid_name and pid_name[pid] != name:
                    err(f"placeId {pid} used for two venues: {pid_name[pid]!r} / {name!r}")
                if pid in pid_conv and pid_conv[pid] != cid:
                    err(f"placeId {pid} reused in {pid_conv[pid]} and {cid}")
                pid_name[pid] = name
                pid_conv[pid] = cid
                shown.add(pid)
    if c["turns"] and c["turns"][-1]["role"] != "user":
        pass  # allowed, but every conversation here ends on a user turn
    user_turns[cid] = u

# names -> ids must be one-to-one within the set too (same venue, same id)
name_pids = collections.defaultdict(set)
for pid, nm in pid_name.items():
    name_pids[nm].add(pid)
for nm, ps in name_pids.items():
    if len(ps) > 1:
        err(f"venue {nm!r} has several placeIds {sorted(ps)}")

for g in gold:
    key = (g["id"], g["turn"])
    if g["id"] not in user_turns or g["turn"] >= user_turns[g["id"]]:
        err(f"gold {key} has no matching user turn")
        continue
    r = g["resolved"]
    if r is None or r == "none":
        continue
    if r.startswith("turn:"):
        n = int(r[5:])
        if not (0 <= n < g["turn"]):
            err(f"gold {key}: turn ref {r} does not point backwards")
    elif r not in shown_before[key]:
        err(f"gold {key}: {r} not shown before this user turn")
    for f in ("location", "query"):
        if g[f] is not None and not isinstance(g[f], list):
            err(f"gold {key}: {f} must be list or null")

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
    fake.append({"id": g["id"], "turn": g["turn"],
                 "location": (loc[0] if loc else None) if loc is not None else None,
                 "searchQuery": q[0] if q else None, "resolved": res})
with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
    for o in fake:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
    fake_path = f.name
out = subprocess.run([sys.executable, SCORER, GO, fake_path], capture_output=True, text=True).stdout
os.unlink(fake_path)
print(out.strip())
for line in out.splitlines():
    m = re.match(r"^(location|query|resolved-venue|resolved-turn|no-false-resolution) (\S+)", line)
    if m and m.group(2) not in ("100.0%", "n/a"):
        err(f"fake replay not 100% on {m.group(1)}: {line}")
if "missing 0" not in out:
    err("fake replay has missing turns")

# counts
lang_of = lambda cid: cid.split("-")[1]
per_lang = collections.Counter()
conv_lang = collections.Counter(lang_of(c["id"]) for c in convs)
for cid, n in user_turns.items():
    per_lang[lang_of(cid)] += n
kinds = collections.Counter()
for g in gold:
    if g["location"] is not None:
        kinds["location (empty [])" if g["location"] == [] else "location"] += 1
    if g["query"] is not None:
        kinds["query"] += 1
    r = g["resolved"]
    if r is None:
        kinds["resolved unchecked"] += 1
    elif r == "none":
        kinds["resolved none"] += 1
    elif r.startswith("turn:"):
        kinds["resolved turn"] += 1
    else:
        kinds["resolved venue"] += 1
text_only = sum(1 for c in convs if any(t["role"] == "model" and "place_id:" in t["content"] for t in c["turns"]))
inj = sum(1 for c in convs for t in c["turns"] if t["role"] == "user" and "[CONTEXT" in t["content"])
print("conversations", len(convs), dict(conv_lang))
print("user turns", sum(per_lang.values()), dict(per_lang))
print("checked fields", dict(kinds))
print("text-only-place-id conversations", text_only, "| fake [CONTEXT] turns", inj,
      "| distinct placeIds", len(pid_name))
if errors:
    print("ERRORS:")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all checks passed")
