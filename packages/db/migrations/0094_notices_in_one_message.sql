-- The 10:00 notices go as one message per person (the reminders and card bills due, the weekly
-- summary, the monthly close, of both books), from one daily job, `schedule-notices`. The four
-- crons that sent them one message each are retired: an older database still holds their
-- schedules, which would keep putting jobs on queues no process works.
DO $$
BEGIN
  IF to_regclass('pgboss.schedule') IS NOT NULL THEN
    DELETE FROM pgboss.schedule WHERE name IN (
      'schedule-due-reminders', 'planning-bill-notices', 'planning-weekly-digest', 'planning-monthly-digest');
  END IF;
END
$$;
