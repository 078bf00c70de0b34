import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { user } from '../../api';
import { defaultHomePath } from '../../navigation/home';
import { PageLoading } from '../../ui/Loading';

/**
 * /logout: the browser forgets the token and the runner's data, the server ends the session (the
 * token stops working everywhere it was copied), and the runner lands on the default edition's home tab.
 */
export default function LogoutScreen() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void user.logout().finally(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return done ? <Navigate to={defaultHomePath} replace /> : <PageLoading />;
}
