-- Issue 33 item 9: the welcome video greets a user once (not in every new tab), and the review
-- page's unsaved script edits survive a reload (kept beside the writer's content, never over it).
ALTER TABLE "User" ADD COLUMN "welcomeSeenAt" TIMESTAMP(3);
ALTER TABLE "Script" ADD COLUMN "draft" JSONB;
