#!/usr/bin/env python3
"""Self-check for the blind8 set (structure + gold consistency + perfect-replay score).
usage: python3 blind8_check.py [DIR]   (DIR defaults to this file's directory)"""
import json, os, re, subprocess, sys, tempfile, collections

d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
TR = os.path.join(d, "blind8.transcripts.jsonl")
GO = os.path.join(d, "blind8.gold.jsonl")
SCORE = "/work/shared/eval/score.py"
PRICES = {"inexpensive", "moderate", "expensive", "very expensive"}
PID_RE = re.compile(r"^ChIJb8_[a-z]+_\d+$")
TEXT_PID = re.compile(r"\d+\.\s*(.+?)\s*\(place_id:\s*(ChIJ[\w-]+)\)")

errors = []
def err(msg): errors.append(msg)

convs = [json.loads(l) for l in open(TR, encoding="utf-8")]
gold = [json.loads(l) for l in open(GO, encoding="utf-8")]
gold_by = {(g["id"], g["turn"]): g for g in gold}
if len(gold_by) != len(gold):
    err("duplicate gold keys")

pid_name = {}            # placeId -> name, across the whole set
shown_before = {}        # (conv, user turn) -> set of placeIds shown before it
user_text = {}
ids = set()
n_text_only = 0
for c in convs:
    cid = c["id"]
    if cid in ids: err(f"duplicate conversation id {cid}")
    ids.add(cid)
    turns = c["turns"]
    shown = set()
    u = 0
    name_pid = {}
    for i, t in enumerate(turns):
        want = "user" if i % 2 == 0 else "model"
        if t["role"] != want:
            err(f"{cid}: turn {i} role {t['role']} != {want}")
        if t["role"] == "user":
            shown_before[(cid, u)] = set(shown)
            user_text[(cid, u)] = t["content"]
            if (cid, u) not in gold_by: err(f"{cid}: user turn {u} has no gold line")
            u += 1
            continue
        found = []
        if "venues" in t:
            vs = t["venues"]
            if not 2 <= len(vs) <= 10 and len(vs) != 1:
                err(f"{cid}: list of {len(vs)}")
            for v in vs:
                for k in ("name", "placeId", "category", "address", "rating", "priceLevel"):
                    if k not in v: err(f"{cid}: venue missing {k}: {v.get('name')}")
                if v.get("priceLevel") not in PRICES: err(f"{cid}: bad priceLevel {v}")
                if len(v.get("address", "").split(",")) < 3: err(f"{cid}: address needs street, district, city: {v['address']}")
                found.append((v["name"], v["placeId"]))
        else:
            tf = TEXT_PID.findall(t["content"])
            if tf: n_text_only += 1
            found.extend(tf)
        for name, pid in found:
            if not PID_RE.match(pid): err(f"{cid}: bad placeId format {pid}")
            if pid_name.setdefault(pid, name) != name: err(f"placeId {pid} reused for {name} and {pid_name[pid]}")
            if name_pid.setdefault(name, pid) != pid: err(f"{cid}: {name} has two placeIds")
            shown.add(pid)
    if turns and turns[-1]["role"] != "user":
        pass  # conversations may end on either side; ours end on the user
for g in gold:
    key = (g["id"], g["turn"])
    if key not in shown_before:
        err(f"gold line without user turn: {key}"); continue
    for f in ("location", "query"):
        if g[f] is not None and not isinstance(g[f], list): err(f"{key}: {f} must be list or null")
    r = g["resolved"]
    if r is None or r == "none":
        continue
    if r.startswith("turn:"):
        n = int(r[5:])
        if not 0 <= n < g["turn"]: err(f"{key}: turn ref {r} does not point backwards")
    elif r not in shown_before[key]:
        err(f"{key}: {r} not shown in a model turn before this user turn")

# fake replay from gold -> must score 100% on every field
def first(x): return x[0] if x else ""
out_lines = []
for g in gold:
    r = g["resolved"]
    if r is None or r == "none": res = None
    elif r.startswith("turn:"): res = {"kind": "turn", "index": int(r[5:])}
    else: res = {"kind": "venue", "placeId": r, "name": pid_name.get(r)}
    out_lines.append(json.dumps({"id": g["id"], "turn": g["turn"],
        "location": first(g["location"]) if g["location"] is not None else None,
        "searchQuery": first(g["query"]) if g["query"] is not None else None,
        "venues": [], "resolved": res}, ensure_ascii=False))
with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as tf:
    tf.write("\n".join(out_lines) + "\n")
    fake = tf.name
score = subprocess.run([sys.executable, SCORE, GO, fake], capture_output=True, text=True).stdout
os.unlink(fake)
print(score.strip())
for line in score.splitlines():
    m = re.match(r"^(location|query|resolved-venue|resolved-turn|no-false-resolution) (\S+)", line)
    if m and m.group(2) not in ("100.0%", "n/a"):
        err(f"fake replay not perfect: {line}")

# stats
lang = lambda cid: cid.split("-")[1]
per_lang = collections.Counter(lang(g["id"]) for g in gold)
conv_lang = collections.Counter(lang(c["id"]) for c in convs)
kinds = collections.Counter()
for g in gold:
    if g["location"] is not None: kinds["location" + ("(empty)" if g["location"] == [] else "")] += 1
    if g["query"] is not None: kinds["query"] += 1
    r = g["resolved"]
    kinds["resolved=" + ("null" if r is None else "none" if r == "none" else "turn" if r.startswith("turn:") else "venue")] += 1
inject = sum(1 for t in user_text.values() if "[CONTEXT:" in t)
print(f"conversations {len(convs)} {dict(conv_lang)}; user turns {len(gold)} {dict(per_lang)}")
print("checked fields:", dict(sorted(kinds.items())))
print(f"fake [CONTEXT] injections {inject}; reply-text-only place-id lists {n_text_only}; distinct placeIds {len(pid_name)}")
if errors:
    print("ERRORS:"); [print(" ", e) for e in errors]; sys.exit(1)
print("OK")
