package safety

import (
	"strings"
)

// Destructive commands presented as routine (round 8). A skill that tells
// the agent to erase the user's home or root, overwrite a disk, turn off
// the machine's security tooling, wipe its logs and shell history, force-
// push over a shared branch, or destroy production data is hostile however
// it is framed ("free disk space", "reset test data", "start fresh"). The
// rule is by scope, not by verb: rm -rf of a build folder, a force push
// with lease to a feature branch, DROP TABLE in a down migration and a
// terraform destroy of a preview environment are ordinary work.

// RuleDestructive is a command that destroys the user's machine, data or
// defences beyond any task's scope.
const RuleDestructive = "exec.destructive"

var destructiveRules = []struct {
	re   *lazyRE
	kws  []string
	what string
	prod bool // refused only with a production marker nearby
	// skip, when set, exempts a match whose first group it matches.
	skip *lazyRE
}{
	// The home folder, the root or a system folder, recursively.
	// Round 37: make spells the home folder $(HOME).
	// Round 75 (benign): a glob with a name prefix two folders below a
	// home dotfolder (~/.gradle/caches/build-cache-*) selects one tool's
	// own entries, not the home's contents; ~/.*, ~/.git*, ~/.ssh/* and a
	// bare * at any depth stay.
	{lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*(?:--no-preserve-root\b|["']?(?:\$HOME|\$\{HOME\}|\$\(HOME\)|~)["']?/\*|(?:["']?(?:/\*?|~/?\*?|~/\.\[[^\s\]]*\]\S*|~/\.(?:\S*/|[^\s/]*(?:/[^\s/]*)?)\*|\$HOME/?\*?|\$\{HOME\}/?\*?|\$\(HOME\)/?\*?|/(?:home|Users|etc|usr|var|boot|root|opt|srv|System)/?\*?)["']?)(?:\s|$|;|&|\||\)|` + "`" + `))`),
		[]string{"rm "}, "deletes the home folder, the root or a system folder", false, nil},
	// Round 37: the same folders as a later argument, after other paths
	// (rm -rf dist $(HOME), rm -rf build /opt/*): the folder itself or
	// all it holds, not a path below it.
	{lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+(?:-{1,2}[\w-]+\s+|[^\s;|&<>()-][^\s;|&<>]*\s+)+["']?(?:/|~|\$HOME|\$\{HOME\}|\$\(HOME\)|/(?:home|Users|etc|usr|var|boot|root|opt|srv|System))/?\*?["']?(?:\s|$|;|&|\||\)|` + "`" + `)`),
		[]string{"rm "}, "deletes the home folder, the root or a system folder", false, nil},
	{lazyRegexp(`(?i)\bshred\b[^\n;|&]*(?:~|\$HOME|\$\{HOME\})/\.(?:ssh|gnupg|aws|kube|config)\b`),
		[]string{"shred"}, "destroys the user's keys and credentials beyond recovery", false, nil},
	{lazyRegexp(`(?i)\bch(?:mod|own)\s+(?:-\w+\s+)*-R\s+(?:-\w+\s+)*\S+\s+["']?(?:/|~/?|\$HOME/?|~/\.ssh/?|\$HOME/\.ssh/?)["']?(?:\s|$|;|&|` + "`" + `)`),
		[]string{"chmod", "chown"}, "changes the owner or permissions of every file on the machine or in the home folder", false, nil},
	{lazyRegexp(`(?i)\bgit\s+clean\s+-\w*f\w*[^\n;|&]*`),
		[]string{"git clean"}, "", false, nil}, // judged by its folder below
	// A disk or partition overwritten or reformatted.
	{lazyRegexp(`(?i)\bdd\b[^\n;|&]*\bof=/dev/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|mmcblk\d|disk\d|md\d|mapper/)|\bmkfs(?:\.\w+)?\b[^\n;|&]*/dev/(?:sd|nvme|hd|vd|xvd|mmcblk|disk|md|mapper)|\bwipefs\s+(?:-\w+\s+)*-a|\bdiskutil\s+(?:eraseDisk|zeroDisk|secureErase|eraseVolume)\b|\b(?:Format-Volume|Clear-Disk)\b|\bblkdiscard\s+/dev/|` +
		// Round 37: a whole disk overwritten by shred, as by dd.
		// (A device written with a capital, /dev/sdX, is a slot the
		// user fills, not a disk.)
		`\bshred\b[^\n;|&]*\s["']?/dev/(?-i:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|mmcblk\d|disk\d|md\d|mapper/)`),
		[]string{"/dev/", "wipefs", "diskutil", "format-volume", "clear-disk"}, diskWipeWhat, false, nil},
	// The machine's security tooling turned off.
	{lazyRegexp(`(?i)\bsetenforce\s+0\b|\bsystemctl\s+(?:disable|stop|mask)\b[^\n;|&]*\b(?:auditd|apparmor|firewalld|selinux|falcon-sensor|osqueryd|clamav\w*|wazuh\w*|crowdstrike\w*|sentinel\w*|fail2ban|ufw)\b|\bufw\s+disable\b|\biptables\s+(?:-F|--flush)\b|\bSet-MpPreference\b[^\n]*-Disable\w+\s+\$?(?:true|1)\b|\bStop-Service\b[^\n]*\b(?:Sense|WinDefend|MpsSvc|wscsvc|SecurityHealthService)\b|\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b|\bspctl\s+--master-disable\b|\bcsrutil\s+disable\b|\bauditctl\s+-e\s*0\b`),
		[]string{"setenforce", "systemctl", "ufw", "iptables", "mppreference", "stop-service", "netsh", "spctl", "csrutil", "auditctl"}, "turns off the machine's security tooling", false, nil},
	// Logs and shell history erased (covering tracks).
	{lazyRegexp(`(?i)\bhistory\s+-c\b|\brm\s+(?:-\w+\s+)*(?:~|\$HOME)/\.(?:bash|zsh)_history\b|\btruncate\s+(?:-\w+\s+)*-s\s*0\b[^\n]*/var/log|/var/log\b[^\n]*-exec\s+(?:truncate|rm)\b|\bwevtutil\s+cl\b|\bClear-EventLog\b|\brm\s+(?:-\w+\s+)*/var/log/`),
		[]string{"history", "/var/log", "wevtutil", "clear-eventlog"}, "erases the machine's logs or shell history", false, nil},
	// A shared branch overwritten.
	{lazyRegexp(`(?i)\bgit\s+push\s+(?:[^\n;|&]*\s)?(?:--force|-f)(?:\s|$)[^\n;|&]*\b(?:main|master|trunk|develop|production|prod|release)\b|\bgit\s+push\s+[^\n;|&]*\s\+(?:main|master|trunk|develop|production|release)\b|\bgit\s+push\s+[^\n;|&]*\b(?:main|master|trunk|develop|production|prod|release)\b[^\n;|&]*\s(?:--force|-f)(?:\s|$)`),
		[]string{"push"}, "force-pushes over a shared branch, destroying others' history", false, nil},
	// Round 37: a shared branch deleted on the remote (push --delete
	// main, push origin :main): its history is gone for everyone.
	{lazyRegexp(`(?i)\bgit\s+push\s+(?:-\S+\s+)*[\w./:@-]+\s+(?:-\S+\s+)*(?:--delete|-d)\s+(?:[\w./-]+\s+)*?["']?(?:refs/heads/)?(?:main|master|trunk|develop|production|prod)["']?(?:\s|$|;|&|\||` + "`" + `)|\bgit\s+push\s+(?:-\S+\s+)*[\w./:@-]+\s+["']?:(?:refs/heads/)?(?:main|master|trunk|develop|production|prod)["']?(?:\s|$|;|&|\||` + "`" + `)`),
		[]string{"push"}, "deletes a shared branch on the remote, destroying its history for everyone", false, nil},
	{lazyRegexp(`(?i)\bgh\s+api\s+(?:[^\n;|&]*\s)?(?:-X|--method)\s*DELETE\s+[^\s;|&]*/branches/[^\s;|&]+/protection\b|\bgh\s+api\s+(?:-X|--method)\s*DELETE\s+[^\s;|&]*/(?:rulesets|environments)/`),
		[]string{"gh api"}, "removes branch protection or repository rules, so changes reach main unreviewed", false, nil},
	// Files deleted across the whole machine or home folder, on Windows too;
	// every attached disk formatted in a loop.
	{lazyRegexp(`(?i)\bfind\s+(?:/|~|\$HOME)\s[^\n|;]*(?:-delete\b|-exec\s+(?:rm|shred)\b)|\bfind\s+(?:/|~|\$HOME)\s[^\n]*\|\s*xargs\s+(?:-\S+\s+)*(?:sudo\s+)?(?:rm|shred)\b|\bzpool\s+destroy\b|\bzfs\s+destroy\s+-r\w*\b|\b(?:lv|vg)remove\s+-f\b|\bRemove-Item\b[^\n]*-Recurse[^\n]*\s["']?(?:[A-Z]:\\(?:Users|Windows|Program Files)?\\?\*?|\$env:USERPROFILE\\?\*?|~\\?\*?)["']?(?:\s|$)|\brd\s+/s\s+/q\s+[A-Z]:\\(?:\s|$)|\bfor\s+\w+\s+in\s+/dev/(?:sd|nvme|disk|hd|vd)[^\n]*\n?[^\n]*\b(?:mkfs|dd|wipefs|shred)\b`),
		[]string{"find", "remove-item", "rd ", "/dev/", "zpool", "zfs", "lvremove", "vgremove"}, "deletes files across the whole machine or home folder, destroys storage pools, or formats every attached disk", false, nil},
	// Backups deleted (the one copy a recovery needs).
	{lazyRegexp(`(?i)\b(?:aws\s+s3\s+(?:rb|rm)|gsutil\s+(?:-m\s+)?rm|az\s+storage\s+(?:blob\s+delete-batch|container\s+delete))\b[^\n]*?(?:s3|gs)?:?/{0,2}[\w.-]*backup[\w.-]*`), []string{"backup"}, "deletes backups", false, nil},
	// Round 37: a bucket of database or disk snapshots is a backup too.
	{lazyRegexp(`(?i)\b(?:aws\s+s3\s+(?:rb|rm)|gsutil\s+(?:-m\s+)?rm|gcloud\s+storage\s+rm|az\s+storage\s+(?:blob\s+delete-batch|container\s+delete))\b[^\n;|&]*?(?:s3|gs)://[\w.-]*snapshots?\b[\w.-]*`), []string{"snapshot"}, "deletes backups", false, nil},
	// Windows shadow copies and backup catalogues, macOS snapshots: what
	// ransomware deletes first.
	{lazyRegexp(`(?i)\bvssadmin(?:\.exe)?\s+delete\s+shadows\b[^\n\x60;|&]*|\bwmic\s+shadowcopy\s+delete\b|\bwbadmin(?:\.exe)?\s+delete\s+(?:catalog|backup|systemstatebackup)\b[^\n\x60;|&]*|\bbcdedit\b[^\n]*\brecoveryenabled\s+no\b|\btmutil\s+delete(?:localsnapshots)?\b`), []string{"vssadmin", "shadowcopy", "wbadmin", "bcdedit", "tmutil"}, "deletes the machine's backups or restore points", false, nil},
	// Audit and log tables emptied (no WHERE: every row).
	{lazyRegexp(`(?i)\b(?:truncate\s+(?:table\s+)?|delete\s+from\s+)[\w.\x60"]*(?:audit|login_history|access_log|event_log|security_log|auth_log|activity_log)\w*[\x60"]?\s*(?:;|$|\x60)`), []string{"truncate", "delete from"}, "empties audit or login history tables", false, nil},
	// Round 27: destruction by scope, in the shapes the rules above did
	// not read. The user's own data folders (keys, documents, projects)
	// and a database server's data or a backup folder, as any argument
	// of rm, or wiped from code; also a git server's repository store
	// (GitLab's git-data, Gitea's or gitolite's repositories).
	{lazyRegexp(`(?i)(?:\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*|\bshred(?:\s+-{1,2}[\w-]+)*)\s+(?:\S+\s+)*?["']?(?:(?:~|\$HOME|\$\{HOME\}|/home/[\w.-]+|/Users/[\w.-]+)/(?:\.ssh|\.gnupg|\.aws|\.kube|\.password-store|Documents?|Documentos|Dokumente|Documenti|Desktop|Escritorio|Pictures|Photos|Imágenes|Bilder|Music|Videos|Downloads|Descargas|projects?|proyectos|projets|Projekte|src|code|repos|git|workspace|dev|work|Dropbox|OneDrive|Library)|/(?:var/lib/(?:postgresql|pgsql|mysql|mongodb|redis|docker|elasticsearch)|(?:mnt/|srv/|var/)?backups?|data)|/srv/\*|/(?:opt|var/lib|srv)/(?:vault|consul|etcd|nomad|mysql|postgres\w*|mongo\w*|redis|elasticsearch|kafka|zookeeper|minio|gitlab|jenkins)/(?:data|raft|storage)|/(?:srv|opt|var|mnt|data)/(?:[\w.-]+/){0,3}(?:backups?|snapshots?)|/(?:var/opt|opt|var/lib|srv|home)/(?:gitlab|gitea|gogs|forgejo|gitolite|git)(?:/[\w.-]+){0,2}/(?:[\w-]+-)?(?:repositories|git-data)(?:/\*)?|/Volumes/[\w.-]*(?:TimeMachine|Time\s+Machine|Backups?)[\w.-]*)["']?(?:/\*?)?(?:\s|$|;|&|\||\)|` + "`" + `)`),
		[]string{"rm ", "shred"}, "deletes the user's own data folders (keys, documents, projects), a database server's data or the backups", false, nil},
	{lazyRegexp(`(?i)\b(?:shutil\.)?rmtree\s*\(\s*(?:os\.path\.expanduser\(\s*["']~/?["']\s*\)|(?:pathlib\.)?Path\.home\(\s*\)|os\.environ\[\s*["'](?:HOME|USERPROFILE)["']\s*\]|os\.getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|["'](?:/|~/?)["'])\s*[,)]|\bfs\.rm(?:Sync)?\s*\(\s*(?:os\.homedir\(\s*\)|process\.env\.HOME)\s*,`),
		[]string{"rmtree", "fs.rm"}, "deletes the home folder or the root from code", false, nil},
	// Every branch and tag of the remote deleted one by one.
	{lazyRegexp(`(?i)\bgit\s+(?:for-each-ref|branch\s+-r|tag\b|ls-remote)\b[^\n]*\|\s*(?:xargs\b[^\n|]*|while\s+read\b[^\n]*?)\bgit\s+push\s+(?:\S+\s+)*?(?:--delete|-d)\b`),
		[]string{"push"}, "deletes every branch and tag of the remote", false, refFilter},
	// Everything in the home folder or the root, after changing into it
	// (cd ~ && rm -rf ./* ./.??*).
	{lazyRegexp(`(?i)\bcd\s+["']?(?:~|\$HOME|\$\{HOME\}|/)["']?/?\s*(?:&&|;)\s*(?:sudo\s+)?rm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+(?:-\S+\s+)*(?:\./)?(?:\*|\.\?\?\*|\.\[!\.\]\*|\.\*)(?:\s|$|;|&)`),
		[]string{"cd "}, "deletes everything in the home folder or the root", false, nil},
	{lazyRegexp(`(?i)\bRemove-Item\b[^\n]*-Recurse[^\n]*\s["']?(?:[A-Z]:\\Users\\(?:\*|[\w.-]+)\\|\$env:USERPROFILE\\|~\\)(?:Documents|Desktop|Pictures|Music|Videos|Downloads|OneDrive|source|\.ssh)\b|\bRemove-Item\b[^\n]*-Recurse[^\n]*\s["']?(?:[A-Z]:\\Users\\(?:\*|[\w.$:-]+)|\$env:USERPROFILE|~)\\?\*?["']?(?:\s|$)`),
		[]string{"remove-item"}, "deletes the user's own data folders", false, nil},
	// The same with the path named before -Recurse (Remove-Item -Path C:\
	// -Recurse): a drive root, the Windows or users folder, the profile.
	{lazyRegexp(`(?i)\bRemove-Item\s+(?:-(?:Path|LiteralPath)\s+)?["']?(?:[A-Z]:\\(?:Users|Windows|Program Files)?\\?\*?|\$env:USERPROFILE\\?\*?|~\\?\*?)["']?\s+(?:-\w+(?::\S+)?\s+)*-Recurse\b`),
		[]string{"remove-item"}, "deletes a whole drive, the system folder or every user's files", false, nil},
	// Every entry of a protected root listed and each one removed in a
	// pipeline (Get-ChildItem C:\Users | ForEach-Object { Remove-Item ... }):
	// the root's contents are deleted, unless a filter selects first.
	{lazyRegexp(`(?i)\b(?:Get-ChildItem|gci|dir|ls)\s+(?:-(?:Path|LiteralPath)\s+)?["']?(?:[A-Z]:\\(?:Users|Windows|Program Files)?|\$env:USERPROFILE|~|/home|/Users)\\?/?["']?(?:\s+-(?:Directory|File|Force|Recurse|Attributes\s+\S+))*\s*\|([^\n]*?)\bRemove-Item\b`),
		[]string{"remove-item"}, "deletes every user's folder or everything in a drive root", false, selectsFirst},
	// Every account or object of a directory (Get-ADUser -Filter *,
	// -All, -ResultSize Unlimited: no selection) piped into a removal.
	{lazyRegexp(`(?i)\bGet-[\w]+\s+(?:-\w+\s+\S+\s+)*?(?:-Filter\s+["']?\*["']?|-All\b|-ResultSize\s+Unlimited\b|-LDAPFilter\s+["']?\(objectClass=\*\)["']?)([^\n]*?)\|\s*(?:Remove|Disable)-\w+`),
		[]string{"get-"}, "deletes or disables every account or object in the directory", false, selectsFirst},

	// Every repository's history: the .git folders under a tree.
	{lazyRegexp(`(?i)\bfind\s+\S+\s[^\n|;]*-name\s+["']?\.git["']?[^\n|;]*(?:-delete\b|-exec\s+(?:sudo\s+)?rm\b)`),
		[]string{"find"}, "deletes the version history of every repository under a folder", false, nil},
	// Everything in a backup folder, or every snapshot a backup tool keeps.
	{lazyRegexp(`(?i)\bfind\s+["']?(?:(?:/mnt|/srv|/var|/media|/Volumes)?/[\w.-]*backups?\b[\w./-]*|/data/?)["']?\s[^\n|;]*(?:-delete\b|-exec\s+(?:sudo\s+)?(?:rm|shred)\b)`),
		[]string{"find"}, "deletes every file in the backups or the data folder", false, findSelects},
	{lazyRegexp(`(?i)\brestic\b[^\n;|&]*\bforget\b[^\n;|&]*--keep-(?:last|within)\s+0\b|\bborg\s+delete\b|\brclone\s+purge\s+\S*backup|\baws\s+rds\s+delete-db-(?:instance|cluster)\b[^\n;|&]*(?:--skip-final-snapshot|--delete-automated-backups)|\baws\s+backup\s+delete-(?:recovery-point|backup-vault)\b`),
		[]string{"find", "restic", "borg", "rclone", "rds", "aws backup"}, "deletes the backups (or a database with no final snapshot)", false, nil},
	// Cloud audit trails and security logs, and logs shredded.
	{lazyRegexp(`(?i)\baws\s+cloudtrail\s+(?:delete-trail|stop-logging)\b|\baws\s+logs\s+delete-log-group\b[^\n;|&]*(?:security|audit|guardduty|cloudtrail|vpc|flow|auth)|\baws\s+guardduty\s+delete-detector\b|\bgcloud\s+logging\s+(?:sinks|buckets)\s+delete\b|\baz\s+monitor\s+diagnostic-settings\s+delete\b|\bauditctl\s+-D\b|\bshred\b[^\n;|&]*/var/log/|\bshred\b[^\n;|&]*_history\b`),
		[]string{"cloudtrail", "logs delete", "guardduty", "logging", "diagnostic-settings", "auditctl", "shred"}, "erases or stops the audit trail and security logs", false, nil},
	// A loop over every resource an account lists, deleting each.
	{lazyRegexp(`(?i)\bfor\s+\w+\s+in\s+\$\(\s*(?:aws|gcloud|az|doctl|kubectl)\s[^)]*\b(?:describe|list|get)\w*[^)]*\)[^\n]*\n?[^\n]*\b(?:(?:delete|terminate|destroy|rm|purge|remove)\w*|rb)\b|\baws\s+ec2\s+terminate-instances\b[^\n]*\$\(\s*aws\s+ec2\s+describe-instances\b`),
		[]string{"for ", "terminate"}, "deletes every resource of a kind the account lists", false, nil},
	// A whole bucket emptied (no key prefix) whose name is not a scratch,
	// test or build bucket.
	{lazyRegexp(`(?i)\b(?:aws\s+s3\s+rm\s+(?:--\S+\s+)*s3://|gsutil\s+(?:-m\s+)?rm\s+(?:-\w+\s+)*gs://|gcloud\s+storage\s+rm\s+(?:--\S+\s+)*gs://)([\w.-]+)/?\s[^\n;|&]*(?:--recursive|-r\b)`),
		[]string{"s3 rm", "gsutil", "storage rm"}, "empties a whole storage bucket", false, scratchBucket},
	// Round 37: the same with the recursion flag before the bucket, or
	// every object named by a ** glob (gsutil -m rm -r gs://b/**).
	{lazyRegexp(`(?i)\b(?:aws\s+s3\s+rm\s+(?:--\S+\s+)*--recursive\s+(?:--\S+\s+)*s3://|gsutil\s+(?:-m\s+)?rm\s+(?:-\w+\s+)*-\w*[rR]\w*\s+(?:-\w+\s+)*gs://|gcloud\s+storage\s+rm\s+(?:--?\S+\s+)*(?:--recursive|-r)\s+(?:--?\S+\s+)*gs://)([\w.-]+)(?:/\*{0,2})?["']?(?:\s|$|;|&|\||` + "`" + `)|\b(?:gsutil\s+(?:-m\s+)?rm|gcloud\s+storage\s+rm)\s+(?:-\S+\s+)*gs://([\w.-]+)/\*\*`),
		[]string{"s3 rm", "gsutil", "storage rm"}, "empties a whole storage bucket", false, scratchBucket},
	// Business records emptied: every row of customers, orders, payments.
	{lazyRegexp(`(?i)\b(?:truncate\s+(?:table\s+)?(?:[\x60"]?[\w.]+[\x60"]?\s*,\s*)*|delete\s+from\s+)[\x60"]?(?:\w+\.)?(?:[a-z]{1,4}_)?(?:customers?|orders?|payments?|invoices?|transactions?|accounts?|users?|patients?|employees?|ledger\w*|journal_entries|gl_entries|members?|subscriptions?)[\x60"]?\s*(?:,\s*[\x60"]?[\w.]+[\x60"]?\s*)*(?:restart\s+identity\s*)?(?:cascade\s*)?(?:;|$|\x60)`),
		[]string{"truncate", "delete from"}, "empties the business's records (customers, orders, payments, accounts)", false, nil},
	// The main branch reset and force-pushed in one line.
	{lazyRegexp(`(?i)\bgit\s+(?:checkout|switch)\s+(?:main|master|trunk|develop)\b[^\n]*\bgit\s+push\s+(?:[^\n;|&]*\s)?(?:--force|-f)(?:\s|$)|\bgit\s+reset\s+--hard\s+\$\(\s*git\s+rev-list\s+--max-parents=0\b[^\n]*\bgit\s+push\s+(?:[^\n;|&]*\s)?(?:--force|-f)(?:\s|$)`),
		[]string{"push"}, "resets the main branch and force-pushes it, destroying its history", false, nil},
	// A fork bomb: the machine runs out of processes.
	{lazyRegexp(`:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:`), []string{":()"}, "starts a fork bomb that exhausts the machine", false, nil},
	// Everything in an account or a repository, or every ref rewritten.
	{lazyRegexp(`(?i)\bgh\s+repo\s+delete\b|\bxargs\b[^\n|;]*\s(?:aws|gcloud|az|kubectl|gh|doctl|stripe|heroku|vercel|fly|flyctl|supabase|firebase|jira|glab)\s+[^\n|;]*\b(?:delete\w*|rb|rm|remove|destroy|terminate\w*)\b|\bgit\s+push\s+[^\n;|&]*(?:--force|-f)\b[^\n;|&]*--(?:all|mirror)\b|\bgit\s+push\s+[^\n;|&]*--(?:all|mirror)\b[^\n;|&]*(?:--force|-f)\b|\bgit\s+push\s+\S+\s+(?:--delete|-d)\s+["']?\$\(\s*git\s+(?:ls-remote|branch\s+-r|for-each-ref)\b`),
		[]string{"gh repo", "xargs", "push"}, "deletes a whole repository, every resource of a kind in the account, or rewrites every branch", false, nil},
	// Everything in a cluster.
	{lazyRegexp(`(?i)\bkubectl\s+delete\s+(?:[^\n;|&]*\s)?(?:--all-namespaces|-A\b|(?:ns|namespaces?)\s+--all\b)`),
		[]string{"kubectl"}, "deletes every namespace or resource in the cluster", false, nil},
	// Production data and infrastructure destroyed (also every Firestore
	// collection of a project, or a Realtime Database from its root).
	{lazyRegexp(`(?i)\bdrop\s+(?:database|schema)\b|\bdrop\s+table\b|\btruncate\s+table\b|\bflushall\b|\bflushdb\b|\bdropDatabase\s*\(|\baws\s+s3\s+rb\b|\baws\s+s3\s+rm\b[^\n;|&]*--recursive|\btruncate\s+(?:table\s+)?[\w.]+\s*(?:,\s*[\w.]+\s*)*(?:cascade|;)|\b(?:terraform|tofu|terragrunt)\s+(?:-[\w-]+(?:=\S+)?\s+)*(?:run-all\s+)?destroy\b|\b(?:terraform|tofu)\s+(?:-[\w-]+(?:=\S+)?\s+)*apply\s+(?:-[\w-]+(?:=\S+)?\s+)*-destroy\b|\bpulumi\s+(?:-[\w-]+(?:=\S+)?\s+)*destroy\b|\bkubectl\s+(?:--?[\w-]+(?:[= ][^\s-]\S*)?\s+)*delete\s+(?:ns|namespaces?|pvc|pv|deployment|statefulset)\b|\bhelm\s+uninstall\b|\baz\s+group\s+delete\b|\bgcloud\s+(?:[\w-]+\s+)+delete\b|\bdoctl\s+[\w\s-]+delete\b|\bgsutil\s+(?:-m\s+)?rm\s+(?:-\w+\s+)*-r\w*\b|\bgcloud\s+storage\s+rm\s+(?:-\S+\s+)*--recursive\b|\baz\s+storage\s+(?:blob\s+delete-batch|container\s+delete)\b|\bfirebase\s+(?:[^\n;|&]*\s)?(?:firestore:delete\s+(?:[^\n;|&]*\s)?--all-collections\b|database:remove\s+(?:-\S+\s+)*["']?/["']?(?:\s|$))`),
		[]string{"drop ", "truncate", "flush", "dropdatabase", "s3 r", "destroy", "kubectl", "helm", "az group", "gcloud", "doctl", "gsutil", "az storage", "firebase"}, "destroys production data or infrastructure", true, nil},
}

// scratchData: a database named as test, development or scratch data.
// Session 27: per-pull-request preview, review-app and ephemeral
// environments are made to be thrown away, as dev and staging are.
// Session 36: "ci" is bounded by letters of any script, not by \b (ASCII
// only), so Hungarian "migráció" or "produkció" names no CI database.
var scratchData = lazyRegexp(`(?i)\btest\w*|_TEST\b|\bfixtures?\b|\bseeds?\b|\blocal(?:host)?\b|\bdev(?:elopment)?\b|\bstaging\b|\bsandbox\b|\bscratch\b|(?:^|[^\pL\pN_])ci(?:$|[^\pL\pN_])|\bpreview\b|\breview[- ]apps?\b|\bephemeral\b`)

// findSelects: a find that selects what it deletes (by age, name, size):
// retention, not a wipe.
var findSelects = lazyRegexp(`\s-(?:[amc](?:time|min)|i?name|newer\w*|size|i?path|i?regex|user|empty)\b`)

// selectsFirst: a pipeline stage that narrows the listing before the
// removal (a Where-Object, a filter, a name pattern, an age).
var selectsFirst = lazyRegexp(`(?i)\bWhere(?:-Object)?\b|\|\s*\?\s*\{|-(?:Filter|Include|Exclude|Name)\b|\bif\s*\(|LastWriteTime|\bSelect-Object\s+-(?:First|Last)\b`)

// scratchBucket: a bucket named as scratch, test, build or preview space.
var scratchBucket = lazyRegexp(`(?i)tmp|temp|test|dev|preview|staging|scratch|sandbox|\bci\b|build|cache|artifact|demo|example|sample`)

// prodMarker: the target is production or the primary (the command, its
// sentence, or the prose around its code block says so).
var prodMarker = lazyRegexp(`(?i)\bprod(?:uction)?\b|` +
	// production in other languages (Czech, Slovak, Polish, German, Dutch,
	// Romance, Russian, Turkish, CJK)
	`\bprodukc\pL*|\bprodukčn\pL*|\bprodukcj\pL*|\bproduktion\w*|\bproduktiv(?:system|umgebung|datenbank|server|betrieb)\w*|\bproductie\w*|\bproducci[oó]n\b|\bprodu[çc][ãa]o\b|\bproduzione\b|продакшн\pL*|продуктивн\pL*\s+(?:сред|сервер|баз|окружени)\pL*|боев\pL*\s+(?:сервер|баз|сред)\pL*|\bcanlı\s+ortam\pL*|本番|生产环境|正式环境|운영\s*(?:환경|서버|db)|` +
	`\bPROD_|_PROD\b|_PROD_|_production\b|\bproduction_|\bprimary\s+(?:database|db|connection|cluster|instance)|\blive\s+(?:\w+\s+)?(?:database|db|data|cluster|site)|\bcustomer\s+data\b|` +
	// Session 52: Rails' guard of production databases switched off
	// (it exists only to let a destructive task run there).
	`\bDISABLE_DATABASE_ENVIRONMENT_CHECK\b`)

// userConfirms: the command is gated on the user confirming its target.
var userConfirms = lazyRegexp(`(?i)\bask\w*\s+the\s+user\s+to\s+confirm\b|\bask\s+(?:the\s+user\s+|them\s+)?for\s+(?:a\s+|the\s+|their\s+)?(?:typed\s+|explicit\s+|written\s+)?confirmation\b|\bget\s+the\s+user'?s\s+(?:explicit\s+|typed\s+)?(?:confirmation|approval)\b|\bafter\s+the\s+user\s+(?:confirms|approves)\b|\bwith\s+the\s+user'?s\s+(?:explicit\s+)?(?:confirmation|approval)\b|\bonce\s+the\s+user\s+(?:has\s+)?confirm`)

// prodMentioned: a production marker that is not negated ("never against
// prod workspaces", "not in production", "non-prod").
func prodMentioned(t string) bool {
	for _, m := range prodMarker.FindAllStringIndex(t, 16) {
		if !prodNegated.MatchString(t[max(0, m[0]-40):m[0]]) && !prodNegatedML(t, m[0]) && !prodSpared.MatchString(t[m[1]:min(len(t), m[1]+60)]) && !prodLivesElsewhere(t, m[1]) && !prodRoutedElsewhere55(t, m[1]) { // session 24: lead55.go
			return true
		}
	}
	return false
}

// prodSpared: production named as what the command leaves alone ("The
// production bucket is separate and untouched").
var prodSpared = lazyRegexp(`(?i)^[\w-]*(?:\s+[\w-]+){0,2}?\s+(?:is|are|stays?|remains?)\s+(?:(?:kept\s+)?separate|untouched|unaffected|safe|excluded|out\s+of\s+scope|left\s+alone|(?:not|never)\s+(?:touched|affected|included|part))\b`)

var prodNegated = lazyRegexp(`(?i)(?:\b(?:never|not|no|avoid|except|other\s+than|outside|instead\s+of|don'?t|do\s+not)\b[^.;\n]{0,30}|\bnon-?|\b(?:abort|stop|exit|fail|refuse|bail\s+out)\w*\s+(?:if|when|unless)\b[^.;\n]{0,40})$`)

// gitCleanHome: git clean run in the home folder (or any folder above
// projects) deletes every untracked file the user has.
var gitCleanHome = lazyRegexp(`\bgit\s+clean\s+(?:-\w+\s+)*(?:~|\$HOME|/)(?:\s|$|&|;|` + "`" + `)|(?:^|[;&|]\s*|\s)cd\s+(?:~|\$HOME|\$\{HOME\}|/)\s*(?:&&|;)\s*git\s+clean\b|\bgit\s+-C\s+(?:~|\$HOME|/)\s+clean\b`)

// checkDestructive refuses destructive commands beyond any task's scope in
// code blocks and inline code: never downgraded by a security topic when
// in a code block, but a labelled bad example or a negated instruction is
// left alone.
// refFilter: a listing of refs narrowed before the deletion (merged
// branches, a grep, a pattern): a selection, not everything.
var refFilter = lazyRegexp(`(?i)--(?:no-)?merged\b|--contains\b|--points-at\b|\bgrep\b|\bawk\b|\bhead\s+-|refs/heads/[\w-]+/|\bselect\b`)

// loopRemoveRe: a loop over a literal list that names backup, snapshot or
// key folders, whose body (the next line) removes each one.
var loopRemoveRe = lazyRegexp(`(?i)\bfor\s+\w+\s+in\s+[(\[][^)\]\n]*['"][^'"\n]*(?:backups?|snapshots?|Documents|\.ssh)[^'"\n]*['"][^\n]*:[ \t]*\n[^\n]*\b(?:shutil\.rmtree|rmtree|os\.remove|os\.unlink|fs\.rmSync|Remove-Item)\s*\(?`)

// loopListDeleteRe: a shell loop over what a cloud CLI lists, whose body
// (within the next two lines) deletes, purges or removes each one.
var loopListDeleteRe = lazyRegexp(`(?i)\bfor\s+\w+\s+in\s+\$\(\s*(?:aws|gcloud|az|doctl|kubectl|gsutil|oci|linode-cli|hcloud)\s[^)\n]*\b(?:describe|list|get|ls)\w*[^)\n]*\)[^\n]*\n(?:[^\n]*\n){0,2}?[^\n]*\b(?:(?:delete|terminate|destroy|purge|remove)\w*|rb|rm)\b`)

// grepFirst: a listing narrowed by grep or a pattern before the loop.
var grepFirst = lazyRegexp(`\|\s*(?:grep|awk|sed|jq)\b|--prefix\b|--selector\b|\s-l\s`)

func (c *checker) checkDestructive(d *doc) {
	c.checkDestructive48(d)  // round 48 (misc): destructive48.go
	c.checkLoopOneLine49(d)  // round 49 (misc): destructive49.go
	c.checkRetentionOff49(d) // round 49 (misc): destructive49.go
	c.checkDataWithBackup(d) // round 39: destructive39.go
	c.checkRetentionBypass(d)
	c.checkDestructive40(d)      // round 40: destructive40tamper.go
	c.checkDestructive41(d)      // round 41: destructive41tamper.go
	c.checkLoopListPipeDelete(d) // round 42: destructive42lead.go
	c.checkDestructive43(d)      // round 43: destructive43tamper.go
	c.checkDestroyNoNet46(d)     // round 46: destructive46.go
	c.checkDestructive54(d)      // round 54: destructive54.go
	c.checkDestructive61(d)      // round 61: destructive61.go
	c.checkDestroyUndoOff62(d)   // round 62: destructive62.go
	c.checkHoldForeign62(d)
	c.checkUndoErased63(d) // round 63: destructive63.go
	c.checkWipeWithCopiesFi63(d)
	c.checkDestructive64(d) // round 64: destructive64.go
	c.checkDestructive65(d) // round 65: destructive65.go
	c.checkDestructive67(d) // round 67: destructive67.go
	c.checkDestructive68(d) // round 68: destructive68.go
	c.checkDestructive70(d) // round 70: destructive70.go
	c.checkDestructive71(d) // round 71: destructive71.go
	c.checkDestructive74(d) // round 74: destructive74.go
	c.checkFleetWipe73(d)   // round 73: destructive73.go
	c.checkSQLGuardOff73(d)
	c.checkDestructive77(d) // round 77: destructive77.go
	c.checkDestructive83(d) // round 83: destructive83.go
	c.checkDestructive88(d) // round 88: destructive88.go
	c.checkDestructive89(d) // round 89: destructive89.go
	c.checkDestructive91(d) // round 91: destructive91.go
	c.checkDestructive92(d) // round 92: destructive92.go
	c.checkDestructive94(d) // round 94: destructive94.go
	// round 104: a hold folder wiped, its keeper not asked (misc104.go)
	c.checkHoldFolderWipe104(d)
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if !strings.Contains(b, "for ") {
			continue
		}
		if m := loopRemoveRe.FindStringIndex(b); m != nil && !d.labelledExample(f.start+m[0]) {
			tier, msg := downgrade(c.securityContext(d, f.start+m[0]), "deletes the backups, snapshots or the user's own folders in a loop")
			c.add(d, RuleDestructive, tier, f.start+m[0], f.start+m[1], msg)
		}
		if m := loopListDeleteRe.FindStringIndex(b); m != nil && !d.labelledExample(f.start+m[0]) && !c.negated(d, f.start+m[0]) {
			// The same loop over a listing as the line rule below, with
			// its removal on the body's own line (do ... done).
			tier, msg := Refuse, "deletes every resource of a kind the account lists"
			if selectedFirst.MatchString(b[m[0]:m[1]]) || strings.Contains(b[m[0]:m[1]], "[?") || grepFirst.MatchString(b[m[0]:m[1]]) {
				tier, msg = Flag, msg+" (what it deletes is selected by a filter first; shown to the reviewer)"
			}
			c.add(d, RuleDestructive, tier, f.start+m[0], f.start+m[1], msg)
		}
	}
	for _, r := range destructiveRules {
		for _, m := range d.findAll(r.re, r.kws, false) {
			s, e := m[0], m[1]
			if r.skip != nil {
				what := d.v.text[m[0]:m[1]]
				if len(m) > 3 && m[2] >= 0 {
					what = d.v.text[m[2]:m[3]]
				}
				if r.skip.MatchString(what) {
					continue
				}
			}
			fi := d.fenceAt(s)
			if fi < 0 && !d.quoted(s) && !bareCommandLine60(d, s) { // round 60: destructive60.go
				continue // prose naming a command is a mention; code is an instruction
			}
			if d.labelledExample(s) || c.negated(d, s) || throwawayTarget100(d.v.text, s, e) { // round 100 (lead): destructive100lead.go
				continue
			}
			if fi < 0 && preventedMention46(d.v.text[max(0, s-200):s]) { // lead46.go
				continue
			}
			what := r.what
			u := d.unitAt(s)
			ut := d.v.text[u.start:min(u.end, len(d.v.text))]
			if what == "" { // git clean
				if !gitCleanHome.MatchString(ut) {
					continue
				}
				what = "deletes every untracked file in the home folder or the root"
			}
			around := c.codeContext(d, s)
			if r.prod && !prodMentioned(ut) && !prodMentioned(around) && !unconfirmedRun(ut, around) && !backupWaived83(ut, around) { // round 83: destructive83.go
				continue
			}
			if r.prod && !prodMentioned(ut) && fi >= 0 && !prodMentioned(d.v.text[d.fences[fi].start:d.fences[fi].end]) && scratchData.MatchString(d.v.text[d.fences[fi].start:d.fences[fi].end]) {
				// The block works on a dev or test target (cd envs/dev-x,
				// s3://e2e-tmp-dev); production is named only in the prose
				// around it, as the contrast ("prod is not touched").
				continue
			}
			if strings.HasPrefix(what, "empties the business's records") && scratchData.MatchString(ut+"\n"+around) && !prodMentioned(ut) && !prodMentioned(around) {
				continue // a test or development database, reset on purpose
			}
			tier, msg := Refuse, what
			if fi < 0 {
				tier, msg = downgrade(c.securityContext(d, s), msg)
				if tier == Refuse && attackAnswered(d, u) {
					tier, msg = Flag, msg+" (named in the answer to a question about what attackers do, with an order to detect it; shown to the reviewer)"
				}
			}
			lo := max(0, u.start-400)
			if fi >= 0 {
				lo = max(lo, d.fences[fi].start) // the same block's pipeline, not another block
			}
			if strings.Contains(what, "every resource of a kind") && selectedFirst.MatchString(d.v.text[lo:e]) {
				// kubectl get ns -l preview=true | jq 'select(...)' | xargs
				// kubectl delete: a selection, not everything.
				tier, msg = Flag, msg+" (what it deletes is selected by a label or filter first; shown to the reviewer)"
			}
			if tier == Refuse && dryRun(d.v.text, s) {
				tier, msg = Flag, msg+" (run as a dry run: it only reports what it would remove; shown to the reviewer)"
			}
			if tier == Refuse && fi >= 0 && guardedTarget(d.v.text[lo:s], d.v.text[s:lineEnd(d.v.text, s)]) {
				tier, msg = Flag, msg+" (its target is pinned to a named pattern by a test just before; shown to the reviewer)"
			}
			if tier == Refuse && fi >= 0 && promptGated(d.v.text[lo:s]) {
				tier, msg = Flag, msg+" (run only after the user answers yes to a prompt just before; shown to the reviewer)"
			}
			if confirmGated46(ut) || confirmGated46(c.confirmContext(d, s)) { // round 46: a declined confirmation is no gate
				tier, msg = Flag, msg+userConfirmNote
			}
			if what == diskWipeWhat && tier == Refuse && (removableDisk(d.v.text[s:min(len(d.v.text), e+80)]) || userTypedDisk55(d.v.text[lo:s], d.v.text[s:min(len(d.v.text), e+80)])) && diskListed.MatchString(d.v.text) { // session 24: lead55.go
				// diskutil list, then eraseDisk /dev/disk4: a disk the
				// skill has the user identify, not the machine's own.
				tier, msg = Flag, msg+" (a disk other than the system's, identified by listing the disks first; shown to the reviewer)"
			}
			if what == diskWipeWhat && tier == Refuse && diskIdentified89(d, s, e) { // round 89: destructive89.go
				tier, msg = Flag, msg+" (one disk named by its serial, listed and checked against a record first; shown to the reviewer)"
			}
			if what == diskWipeWhat && tier == Refuse && liveDiskIdentified93(d, s, e) { // round 93: benign93.go
				tier, msg = Flag, msg+" (one disk of a machine booted from live media, listed and checked by a person first; shown to the reviewer)"
			}
			if tier == Refuse && r.prod && tableBackedUp(d.v.text[:s], d.v.text[s:lineEnd(d.v.text, s)]) { // round 75 (benign): a table the skill archived anywhere before it, not only in the same block
				tier, msg = Flag, msg+" (the skill archives that table before; shown to the reviewer)"
			}
			if tier == Refuse && strings.HasPrefix(what, "empties the business's records") && tableBackedUp(d.v.text[lo:s], d.v.text[s:e]) {
				// CREATE TABLE orders_bak AS SELECT * FROM orders; then
				// TRUNCATE orders: the rows are kept first.
				tier, msg = Flag, msg+" (a copy of that table is taken just before; shown to the reviewer)"
			}
			if tier == Refuse && what == "empties audit or login history tables" && tableBackedUp(d.v.text[:s], d.v.text[s:lineEnd(d.v.text, s)]) { // session 51 (lead): an audit table exported before it is emptied is rotated, not erased
				tier, msg = Flag, msg+" (the skill exports that table before it empties it: rotated, not erased; shown to the reviewer)"
			}
			c.add(d, RuleDestructive, tier, s, e, msg)
		}
	}
}

// Round 37: a table emptied right after the same block copied it.
var (
	sqlEmptied = lazyRegexp(`(?i)\b(?:truncate(?:\s+table)?(?:\s+only)?|delete\s+from|drop\s+table(?:\s+if\s+exists)?)\s+([\w."]+)`)
	// (\copy starts with a backslash, where \b cannot match: it stands
	// outside the \b group; session 51.)
	sqlCopied = lazyRegexp(`(?i)(?:\b(?:create\s+table\s+[\w."]+\s+(?:as\s+(?:table\s+|select\s+\*\s+from\s+)|\(\s*like\s+|like\s+|clone\s+)|select\s+\*\s+into\s+[\w."]+\s+from\s+|pg_dump\b[^\n]*?\s(?:-t|--table[= ])\s*)|\\copy\s+)([\w."]+)`)
)

// tableBackedUp: before (the same block, before cmd) copies the table cmd
// empties. A \copy counts only out to a file (\copy t TO 'file'), not
// from one (which loads the table and keeps nothing) nor to /dev/null
// (session 51).
func tableBackedUp(before, cmd string) bool {
	m := sqlEmptied.FindStringSubmatch(cmd)
	if m == nil {
		return false
	}
	want := strings.ToLower(strings.Trim(m[1], `";`))
	for _, c := range sqlCopied.FindAllStringSubmatchIndex(before, -1) {
		if strings.ToLower(strings.Trim(before[c[2]:c[3]], `";`)) != want {
			continue
		}
		if strings.HasPrefix(strings.ToLower(before[c[0]:]), `\copy`) {
			rest := strings.TrimSpace(strings.ToLower(before[c[3]:min(len(before), c[3]+40)]))
			if !strings.HasPrefix(rest, "to ") && !strings.HasPrefix(rest, "to\t") || strings.Contains(rest, "/dev/null") {
				continue
			}
		}
		return true
	}
	return false
}

const diskWipeWhat = "overwrites or reformats a disk"

var (
	// attackerAsked: a question whose subject is a third party who
	// attacks (operators, attackers, a ransomware gang, malware): "What
	// do operators do before encryption?".
	attackerAsked = lazyRegexp(`(?i)\b(?:what|how|which|why|when|where)\b[^?\n]{0,60}?\b(?:do|does|did|would|will|might|can|could|is|are)\s+(?:the\s+|an?\s+|most\s+|many\s+|these\s+|such\s+)?(?:[\w-]+\s+)?(?:attackers?|operators?|adversar(?:y|ies)|threat\s+actors?|ransomware|malware|intruders?|criminals?|gangs?|affiliates?|hackers?|APTs?|red\s+teams?|insiders?|worms?|trojans?|wipers?)\b[^?\n]{0,80}\?`)
	// detectOrder: the answer's order is to detect or alert on what it
	// names, not to do it.
	detectOrder = lazyRegexp(`(?i)\b(?:alert|alarm|detect|monitor|watch|hunt|look\s+out)\w*\s+(?:on|for)\b|\b(?:write|build|add|create)\s+(?:a\s+)?(?:detections?|alerts?|rules?)\s+for\b|\b(?:indicators?\s+of\s+compromise|IOCs?)\b`)
)

// attackAnswered (round 37) reports that the inline command in prose unit
// u is the answer to a question about what a third party who attacks does,
// and that the answer orders it detected ("Q: What do operators do before
// encryption? A: Delete shadow copies (vssadmin ...). Alert on each of
// these."): a security lesson describing an attack, a mention. The same
// command as the skill's own step, or answering a question about what
// the reader does, is not this.
func attackAnswered(d *doc, u unit) bool {
	if u.fence >= 0 {
		return false
	}
	q := prevUnitText(d, u)
	if len(q) > 400 || !attackerAsked.MatchString(q) {
		return false
	}
	a := d.v.text[u.start:u.end] + " " + restOfParagraph(d.v.text, u.end)
	return detectOrder.MatchString(a)
}

// removableDisk: the command names one disk that is not the system's
// (/dev/disk4, /dev/sdc, an mmcblk card); disk0-1, sda and nvme0 are.
func removableDisk(cmd string) bool {
	// A file system named by its label (/dev/disk/by-label/CAMTRAP): the
	// one card or stick the user labelled, unless the label is one of the
	// system's own.
	if m := diskByLabel.FindStringSubmatch(cmd); m != nil {
		return !systemLabel.MatchString(m[1])
	}
	m := diskIdent.FindAllStringSubmatch(cmd, 2)
	m = sameDiskOnce91(m) // round 91: destructive91.go
	if len(m) != 1 {
		return false
	}
	id := m[0][1]
	if diskSlot.MatchString(id) {
		return true // a slot the user fills in (/dev/sdX, /dev/diskN): the disk they identify
	}
	switch {
	case strings.HasPrefix(id, "disk"):
		return id != "disk0" && id != "disk1"
	case strings.HasPrefix(id, "sd"), strings.HasPrefix(id, "hd"), strings.HasPrefix(id, "vd"):
		return id[2] != 'a'
	case strings.HasPrefix(id, "nvme"):
		return !strings.HasPrefix(id, "nvme0")
	}
	return strings.HasPrefix(id, "mmcblk")
}

var (
	diskIdent   = lazyRegexp(`/dev/r?((?:disk\d+|sd[a-z]|hd[a-z]|vd[a-z]|nvme\d+|mmcblk\d+|sd[A-Z]|disk[A-Z]|nvme[A-Z]\w*|<[\w-]+>))`)
	diskSlot    = lazyRegexp(`^(?:sd[A-Z]|disk[A-Z]|nvme[A-Z]\w*|<[\w-]+>)$`)
	diskByLabel = lazyRegexp(`/dev/disk/by-(?:label|partlabel)/([\w.-]+)`)
	systemLabel = lazyRegexp(`(?i)^(?:root|rootfs|boot|efi|esp|system|system-boot|home|recovery|windows|os|data|var|usr|swap|macintosh hd|nixos|fedora|ubuntu|debian)$`)
	diskListed  = lazyRegexp(`(?i)\bdiskutil\s+list\b|\blsblk\b|\bfdisk\s+-l\b|\bGet-Disk\b|\bblkid\b|\bdiskutil\s+info\b`)
)

// confirmContext is the prose that can gate the code at pos on the user's
// confirmation: codeContext, less the later numbered or bulleted steps
// after a code block ("5. Remove the old profile once the user confirms
// mail is back" gates step 5, not the block before it).
func (c *checker) confirmContext(d *doc, pos int) string {
	fi := d.fenceAt(pos)
	if fi < 0 {
		// Inline code: its line and up to three lines before it in the
		// same paragraph (a step list: "Ask for typed confirmation of the
		// device name." then "`wipefs -a /dev/sdX`").
		t := d.v.text
		s, e := d.lineAt(pos)
		for k := 0; k < 3 && s > 1 && t[s-1] == '\n' && t[s-2] != '\n'; k++ {
			s = strings.LastIndexByte(t[:s-1], '\n') + 1
		}
		return t[s:e]
	}
	before, after := d.fenceProse(fi)
	f := d.fences[fi]
	var kept []string
	for _, l := range strings.Split(after, "\n") {
		if laterStep.MatchString(l) {
			break
		}
		kept = append(kept, l)
	}
	return before + "\n" + d.v.text[f.start:f.end] + "\n" + strings.Join(kept, "\n")
}

// laterStep: a line that opens a new list step.
var laterStep = lazyRegexp(`^\s*(?:\d{1,3}[.)]|[-*+])\s`)

// selectedFirst: a pipeline that filters what it lists before deleting.
var selectedFirst = lazyRegexp(`(?:\s-l\s+\S+=|\s--selector[= ]|\bselect\(|\|\s*grep\s|--filters?[= ]|\bwhere\b|\|\s*awk\s+'\$\d+\s*[<>=!])`)

// codeContext is the prose around the code at pos: for a code block, the
// paragraph before it and the one after it; for inline code, its line.
func (c *checker) codeContext(d *doc, pos int) string {
	t := d.v.text
	fi := d.fenceAt(pos)
	if fi < 0 {
		if p, ok := bareContext60(d, pos); ok { // round 60: destructive60.go
			return p
		}
		s, e := d.lineAt(pos)
		return t[s:e]
	}
	before, after := d.fenceProse(fi)
	f := d.fences[fi]
	return before + "\n" + t[f.start:f.end] + "\n" + after
}
