-- Drop the trigram indexes of the old SQL search.
--
-- drawings_search_idx and blog_articles_search_idx served only the
-- repositories' `searchTerm` filter, which no page or route used: the public
-- search is a static Pagefind index (src/server/search), and the admin lists
-- search with `adminSearch`, whose expressions these indexes never matched.
-- They cost every insert and update of a drawing or article a trigram index
-- write. The pg_trgm extension stays.

drop index if exists public.drawings_search_idx;
drop index if exists public.blog_articles_search_idx;
