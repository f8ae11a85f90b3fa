package safety

// Session 52 (lead), tuned on fresh318's destructive miss.

func init() {
	destructiveRules = append(destructiveRules,
		// A web framework's database reset: the task that drops the
		// database, empties every table or loads the schema over the data
		// (Rails and Rake db:drop/reset/purge/migrate:reset/schema:load,
		// Laravel's migrate:fresh/reset/refresh and db:wipe, Prisma's
		// migrate reset and db push --force-reset, Django's flush, Ecto's
		// drop/reset, Sequelize's db:drop, EF Core's database drop). The
		// same as DROP DATABASE: refused against production or with the
		// confirmation or backup declined, routine on a development or
		// test database.
		destructiveRule{lazyRegexp(`(?i)\b(?:bin/)?(?:rails|rake)\s+(?:-\S+\s+)*(?:[\w:]+\s+)*?db:(?:drop|reset|purge|migrate:reset|schema:load)\b|Rake::Task\[["']db:(?:drop|reset|purge)["']\]|\bartisan\s+(?:migrate:(?:fresh|reset|refresh)|db:wipe)\b|\bprisma\s+(?:migrate\s+reset|db\s+push\s+(?:-\S+\s+)*--force-reset)\b|\bmanage\.py\s+(?:flush|reset_db)\b|\bmix\s+ecto\.(?:drop|reset)\b|\bsequelize(?:-cli)?\s+db:drop\b|\bdotnet\s+ef\s+database\s+drop\b`),
			[]string{"db:", "artisan", "prisma", "manage.py", "ecto.", "sequelize", "ef database"}, "destroys production data or infrastructure", true, nil},
	)
}
