-- Content images move from the uploads table to files under DATA_DIR (issue 3): the uploads
-- table keeps private money evidence only. Any content upload made before this is dropped here
-- (none was referenced; operators re-upload through /admin/api/content/:merchant/images).
DELETE FROM "uploads" WHERE "purpose" = 'content';
