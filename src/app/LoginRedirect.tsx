import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { appConfig } from '../config/app';
import { page } from '../host/page';
import { loginPageUrl } from '../config/paths';
import { PageLoading } from '../ui/Loading';

/** #/login lives on its own page (html/login.html); `redirect` is the route to come back to. */
export default function LoginRedirect() {
  const [params] = useSearchParams();
  const back = params.get('redirect') ?? `/index/${appConfig.defaultEventId}`;
  useEffect(() => {
    const route = back.startsWith('#') ? back : `#${back}`;
    page.replace(loginPageUrl({ pathname: window.location.pathname, search: '', hash: route }));
  }, [back]);
  return <PageLoading />;
}
