import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../../shared/paths';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { toolbar } from '../common/actions.css';

/** On the VERI*FACTU page: the way to the system's declaración responsable. */
export function DeclarationCard() {
  const { t } = useTranslation('admin');
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="declaration-card">
      <h2 id="declaration-card" className={cardTitle({ space: 'sm' })}>
        {t('declaration.title')}
      </h2>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('declaration.card.text')}</p>
      <div className={toolbar}>
        <Link to={paths.admin.verifactu.declaration.getHref()}>{t('declaration.card.open')}</Link>
      </div>
    </section>
  );
}
