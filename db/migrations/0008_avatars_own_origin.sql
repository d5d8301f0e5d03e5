-- Profile pictures are uploaded and served from our own origin (issue 17 §8, decision 0121). A picture
-- given as a third-party URL told that host who looked at the profile: it is dropped, and the person's
-- initial shows until they upload a picture.
UPDATE `profiles` SET `avatar_url` = NULL WHERE `avatar_url` IS NOT NULL AND `avatar_url` NOT LIKE '/avatars/%';
