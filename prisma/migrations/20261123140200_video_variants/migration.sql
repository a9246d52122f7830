-- Hook variants: videos rendered together from one script with different first scenes share a group.
ALTER TABLE "Video" ADD COLUMN "variantGroupId" UUID;
ALTER TABLE "Video" ADD COLUMN "variantLabel" TEXT;
CREATE INDEX "Video_variantGroupId_idx" ON "Video"("variantGroupId");
