/** oid() namespaces of the seed's collections (the demo members use 0x66a00000, see demo-accounts.ts). */
export const NS = {
  member: 0x66a00000,
  manufacturer: 0x66a10000,
  tag: 0x66a20000,
  material: 0x66a30000,
  coa: 0x66a40000,
  address: 0x66a50000,
  subMember: 0x66a60000,
  invoiceProfile: 0x66a70000,
  order: 0x66a80000,
  stockOut: 0x66a90000,
  invoice: 0x66aa0000,
  company: 0x66ab0000,
  notice: 0x66ac0000,
  fund: 0x66af0000,
} as const;
