import { createRoot } from 'react-dom/client';
import { StockForm } from './StockForm';

createRoot(document.getElementById('root')!).render(<StockForm />);
