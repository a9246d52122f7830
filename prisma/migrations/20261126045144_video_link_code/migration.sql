-- Issue 23 item 5: every video gets its own tracked link when it is created; its code is kept on the
-- row so the render prints that /go/ link (and its QR code) on the end card.
ALTER TABLE "Video" ADD COLUMN "linkCode" TEXT;
