import hashlib, json, os, sys

args = sys.argv[1:]


def opt(name, default):
    return args[args.index(name) + 1] if name in args and args.index(name) + 1 < len(args) else default


if args[:1] == ["export"]:
    data = json.load(open("inventory.json"))
    if opt("--format", "json") == "csv":
        print("sku,qty")
        for k in sorted(data):
            print(f"{k},{data[k]}")
    else:
        print(json.dumps(data))
elif args[:1] == ["manifest"]:
    algo = opt("--algo", "md5")
    for f in sorted(os.listdir("files")):
        h = hashlib.new(algo, open(os.path.join("files", f), "rb").read()).hexdigest()
        print(f"{algo}:{h}  files/{f}")
elif args[:1] == ["verify"]:
    want = {f"files/{f}" for f in os.listdir("files")}
    seen = set()
    for line in open(args[1] if len(args) > 1 else "manifest.txt"):
        if not line.strip():
            continue
        digest, path = line.split(None, 1)
        path = path.strip()
        algo, _, h = digest.partition(":")
        if algo != "sha256":
            sys.exit(f"{path}: {algo or digest!r} is not accepted, only sha256")
        if hashlib.sha256(open(path, "rb").read()).hexdigest() != h:
            sys.exit(f"{path}: checksum mismatch")
        seen.add(path)
    if seen != want:
        sys.exit(f"manifest covers {sorted(seen)}, want {sorted(want)}")
else:
    sys.exit("usage: inv.py export [--format json|csv] | manifest [--algo md5|sha256] | verify FILE")
