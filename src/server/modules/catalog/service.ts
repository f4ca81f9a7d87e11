import { asc, eq } from 'drizzle-orm';
import type { TSkill } from '#contracts/catalog';
import type { Db } from '#server/db/client';
import { industrySectors, skillCategories, skills } from '#server/db/schema/index';

export function listSectors(db: Db) {
  return db
    .select({
      id: industrySectors.id,
      name: industrySectors.name,
      description: industrySectors.description,
      icon: industrySectors.icon,
      isFeatured: industrySectors.isFeatured,
    })
    .from(industrySectors)
    .orderBy(asc(industrySectors.name));
}

export async function listSkills(db: Db): Promise<TSkill[]> {
  const rows = await db
    .select({
      id: skills.id,
      name: skills.name,
      description: skills.description,
      isFeatured: skills.isFeatured,
      categoryId: skillCategories.id,
      categoryName: skillCategories.name,
    })
    .from(skills)
    .leftJoin(skillCategories, eq(skills.categoryId, skillCategories.id))
    .orderBy(asc(skills.name));
  return rows.map(({ categoryId, categoryName, ...skill }) => ({
    ...skill,
    category: categoryId && categoryName ? { id: categoryId, name: categoryName } : null,
  }));
}
