-- A collection's cover is one of its drawings, not an image address (issue 46).
--
-- It was `image_url`, the address of a drawing's image at the time it was
-- chosen: a new image for that drawing, or its deactivation, left the
-- collection pointing at a file no visible row showed, checked on only one of
-- the ways a drawing can change. `cover_drawing_id` follows its drawing: the
-- cover is that drawing's image as it is now, while the drawing is in the
-- collection and shown; else the first shown drawing's
-- (src/lib/collections/cover.ts). Like `drawing_ids`, no foreign key: a
-- drawing in the Lixeira comes back as the cover when it is restored.

alter table public.collections add column cover_drawing_id uuid;

update public.collections as c
   set cover_drawing_id = (
     select d.id from public.drawings as d
      where d.image_url = c.image_url and d.id = any(c.drawing_ids)
      order by array_position(c.drawing_ids, d.id)
      limit 1)
 where c.image_url is not null;

-- The update queued the table's deferred change triggers (one change per
-- transaction); they must fire before the table's shape may change.
set constraints all immediate;

alter table public.collections drop column image_url;
