import { useSearchParams } from 'react-router-dom';
import { SearchEntry } from './SearchEntry';
import { SearchResults } from './SearchResults';
import { readSearch, wantsResults } from './searchUrl';

/**
 * /search/result: with words or a category, their results; without, the search page itself (the spec's
 * external search host has no address of its own here). `?q=` fills the field when editing a search.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const search = readSearch(params);
  if (wantsResults(search)) return <SearchResults search={search} />;
  return <SearchEntry key={params.get('q') ?? ''} initial={(params.get('q') ?? '').slice(0, 50)} />;
}
