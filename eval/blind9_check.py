#!/usr/bin/env python3
"""Self-check for the blind9 set (see BLIND9.md).

usage: python3 blind9_check.py [TRANSCRIPTS] [GOLD]

Checks the structure of the set and that a perfect replay scores 100%:
  - roles alternate user/model, starting with the user;
  - one gold line per user turn, turns numbered from 0, nothing extra;
  - every gold placeId was shown (venues list or `place_id:` in the text) in a model turn
    BEFORE that user turn; `turn:N` points to an earlier user turn;
  - a placeId always names the same venue, and a venue name has one placeId across the set;
  - venues carry name/placeId/category/address/rating/priceLevel with a valid price level;
  - a fake replay built from the gold (first acceptable location/query, the gold resolution)
    scores 100% on every field with /work/shared/eval/score.py.
Prints counts per language and per checked field. Exit code 1 on any problem."""
import collections, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
T = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "blind9.transcripts.jsonl")
G = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "blind9.gold.jsonl")
SCORER = "/work/shared/eval/score.py"
PRICES = {"inexpensive", "moderate", "expensive", "very expensive"}
PID_TEXT = re.compile(r"\(place_id:\s*(ChIJ[\w-]+)\)")
PID_FORMAT = re.compile(r"^ChIJb9_[a-z]+_\d+$")

errors = []
def err(msg):
    errors.append(msg)

convs = [json.loads(l) for l in open(T) if l.strip()]
gold = [json.loads(l) for l in open(G) if l.strip()]
gold_by = {(g["id"], g["turn"]): g for g in gold}
if len(gold_by) != len(gold):
    err("duplicate gold keys")

id_to_name, name_to_id = {}, {}
seen_keys = set()
lang_turns, lang_convs = collections.Counter(), collections.Counter()
ids_seen = set()
for conv in convs:
    cid = conv["id"]
    if cid in ids_seen:
        err(f"duplicate conversation id {cid}")
    ids_seen.add(cid)
    lang = cid.split("-")[1]
    lang_convs[lang] += 1
    shown = set()  # placeIds shown so far in this conversation
    uidx = 0
    for i, t in enumerate(conv["turns"]):
        want = "user" if i % 2 == 0 else "model"
        if t.get("role") != want:
            err(f"{cid} turn {i}: role {t.get('role')} but expected {want}")
        if t.get("role") == "user":
            g = gold_by.get((cid, uidx))
            if g is None:
                err(f"{cid}: no gold for user turn {uidx}")
            else:
                seen_keys.add((cid, uidx))
                r = g.get("resolved")
                if isinstance(r, str) and r.startswith("turn:"):
                    if not 0 <= int(r[5:]) < uidx:
                        err(f"{cid}/{uidx}: turn ref {r} does not point backwards")
                elif r not in (None, "none") and r not in shown:
                    err(f"{cid}/{uidx}: placeId {r} not shown before this turn")
                for f in ("location", "query"):
                    v = g.get(f)
                    if v is not None and not (isinstance(v, list) and all(isinstance(x, str) and x for x in v)):
                        err(f"{cid}/{uidx}: bad {f} {v!r}")
                if g.get("query") == []:
                    err(f"{cid}/{uidx}: empty query list")
            lang_turns[lang] += 1
            uidx += 1
        else:
            for v in t.get("venues") or []:
                for k in ("name", "placeId", "category", "address", "rating", "priceLevel"):
                    if k not in v:
                        err(f"{cid} turn {i}: venue {v.get('name')} lacks {k}")
                if v.get("priceLevel") not in PRICES:
                    err(f"{cid} turn {i}: bad priceLevel {v.get('priceLevel')}")
                if len(v.get("address", "").split(", ")) < 3:
                    err(f"{cid} turn {i}: address not street, district, city: {v.get('address')}")
                pid, name = v["placeId"], v["name"]
                if id_to_name.setdefault(pid, name) != name:
                    err(f"placeId {pid} used for {id_to_name[pid]} and {name}")
                if name_to_id.setdefault(name, pid) != pid:
                    err(f"venue {name} has ids {name_to_id[name]} and {pid}")
                shown.add(pid)
            vs = t.get("venues")
            if vs is not None and not 2 <= len(vs) <= 10:
                err(f"{cid} turn {i}: list of {len(vs)} venues")
            for m in PID_TEXT.finditer(t.get("content", "")):
                pid = m.group(1)
                name = t["content"][:m.start()].rsplit("\n", 1)[-1]
                name = re.sub(r"^\s*\d+\.\s*", "", name).strip()
                if id_to_name.setdefault(pid, name) != name:
                    err(f"placeId {pid} used for {id_to_name[pid]} and {name}")
                shown.add(pid)
    for pid in shown:
        if not PID_FORMAT.match(pid):
            err(f"{cid}: placeId {pid} does not follow ChIJb9_<city>_<n>")
for key in gold_by:
    if key not in seen_keys:
        err(f"gold line {key} has no user turn")

# fake replay built from the gold -> must score 100% everywhere
def first(v):
    return v[0] if v else None

with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
    fake = f.name
    for g in gold:
        r = g.get("resolved")
        if r in (None, "none"):
            res = None
        elif r.startswith("turn:"):
            res = {"kind": "turn", "index": int(r[5:])}
        else:
            res = {"kind": "venue", "placeId": r, "name": id_to_name.get(r)}
        loc = g.get("location")
        f.write(json.dumps({"id": g["id"], "turn": g["turn"],
                            "location": first(loc) if loc else None,
                            "searchQuery": first(g.get("query")) if g.get("query") else None,
                            "resolved": res}, ensure_ascii=False) + "\n")
out = subprocess.run([sys.executable, SCORER, G, fake], capture_output=True, text=True).stdout
os.unlink(fake)
print(out.strip())
for line in out.splitlines():
    m = re.match(r"^(location|query|resolved-venue|resolved-turn|no-false-resolution) (\S+)", line)
    if m and m.group(2) not in ("100.0%", "n/a"):
        err(f"fake replay scores {line}")
if "missing 0" not in out:
    err("fake replay has missing turns")

# counts
kinds = collections.Counter()
for g in gold:
    kinds["location"] += g.get("location") is not None
    kinds["location-empty"] += g.get("location") == []
    kinds["query"] += g.get("query") is not None
    r = g.get("resolved")
    kinds["resolved-" + ("unchecked" if r is None else "none" if r == "none" else
                         "turn" if r.startswith("turn:") else "venue")] += 1
print("conversations", len(convs), dict(lang_convs))
print("user turns", sum(lang_turns.values()), dict(lang_turns))
print("checked fields", dict(kinds))
if errors:
    print("\n".join("ERROR " + e for e in errors))
    sys.exit(1)
print("OK")
