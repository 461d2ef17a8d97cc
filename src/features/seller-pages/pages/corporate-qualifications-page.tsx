import { useState } from 'react';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { List, ListItem } from '../../../components/ui/list';
import { useQualification } from '../api/get-qualification';
import { FIELD_LABELS, QualificationForm } from '../components/qualification-form';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import { formatDay } from '../format-day';
import styles from '../seller-pages.module.css';

function Qualification() {
  const licence = useQualification();
  const [editing, setEditing] = useState(false);
  const data = licence.data;
  return (
    <QueryView
      view={licence.view}
      onRetry={() => void licence.refresh()}
      errorTitle="企业资质加载失败"
      errorDescription={licence.error ? userMessageOf(licence.error) : undefined}
    >
      {data &&
        (editing ? (
          <QualificationForm current={data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <section className={styles.card} aria-label="企业资质">
              <List>
                {FIELD_LABELS.map(([name, label]) => (
                  <ListItem
                    key={name}
                    extra={<span data-field={name}>{data[name] || '未填写'}</span>}
                  >
                    {label}
                  </ListItem>
                ))}
                <ListItem extra={`${data.pictureIds.length} 张`}>营业执照照片</ListItem>
              </List>
              <p className={styles.hint}>
                {data.updatedAt === null
                  ? '尚未提交企业资质'
                  : `更新于 ${formatDay(data.updatedAt)}`}
              </p>
            </section>
            <Button block look="primary" size="large" onClick={() => setEditing(true)}>
              {data.updatedAt === null ? '填写企业资质' : '修改企业资质'}
            </Button>
          </>
        ))}
    </QueryView>
  );
}

/** /corporateQualifications (spec 000 §2 "Other"): the company's licence details and images. */
export default function CorporateQualificationsPage() {
  return (
    <>
      <NavHeader title="企业资质" />
      <div className={styles.page}>
        <SellerOnly need="此页面为卖家专属功能">
          <Qualification />
        </SellerOnly>
      </div>
    </>
  );
}
