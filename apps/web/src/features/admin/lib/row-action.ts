import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast/toast-context';

/** A row's one-click action (remove, retire): a toast saying it was done, or that it failed (logged). */
export function useRowAction(): (run: () => Promise<unknown>, done: string) => Promise<void> {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  return async (run, done) => {
    try {
      await run();
      toast({ title: done });
    } catch (error) {
      console.error('A row action failed', { done }, error);
      toast({ variant: 'destructive', title: t('form.failed') });
    }
  };
}
