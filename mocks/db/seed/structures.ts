/**
 * Hand-checked structures of the seed's chemicals by CAS (docs/api.md §5 Structures): the substance as sold
 * (salts and hydrates with their counter-ions and water), with the molecular formula OpenChemLib must read back
 * from the SMILES (tests/mocks/structures.test.ts). Chiral natural products are stored as their constitution (no
 * stereo). Polymers, proteins and mixtures have none (Tween 20, Triton X-100, BSA, agarose, paraformaldehyde, LPS,
 * collagenase, DNase I, proteinase K, polybrene).
 */
export const STRUCTURES: Readonly<Record<string, { smiles: string; formula: string }>> = {
  '77-86-1': { smiles: 'NC(CO)(CO)CO', formula: 'C4H11NO3' }, // Tris
  '151-21-3': { smiles: 'CCCCCCCCCCCCOS(=O)(=O)[O-].[Na+]', formula: 'C12H25NaO4S' }, // SDS
  '67-68-5': { smiles: 'CS(C)=O', formula: 'C2H6OS' }, // DMSO
  '6381-92-6': { smiles: 'OC(=O)CN(CC([O-])=O)CCN(CC(O)=O)CC([O-])=O.[Na+].[Na+].O.O', formula: 'C10H18N2Na2O10' }, // EDTA-2Na·2H2O
  '7365-45-9': { smiles: 'OCCN1CCN(CCS(=O)(=O)O)CC1', formula: 'C8H18N2O4S' }, // HEPES
  '56-40-6': { smiles: 'NCC(=O)O', formula: 'C2H5NO2' }, // glycine
  '7647-14-5': { smiles: '[Na+].[Cl-]', formula: 'ClNa' }, // sodium chloride
  '3483-12-3': { smiles: 'OC(CS)C(O)CS', formula: 'C4H10O2S2' }, // DL-dithiothreitol (racemic)
  '329-98-6': { smiles: 'FS(=O)(=O)Cc1ccccc1', formula: 'C7H7FO2S' }, // PMSF
  '79-06-1': { smiles: 'C=CC(N)=O', formula: 'C3H5NO' }, // acrylamide
  '7727-54-0': { smiles: '[NH4+].[NH4+].[O-]S(=O)(=O)OOS(=O)(=O)[O-]', formula: 'H8N2O8S2' }, // ammonium persulfate
  '110-18-9': { smiles: 'CN(C)CCN(C)C', formula: 'C6H16N2' }, // TEMED
  '288-32-4': { smiles: 'c1c[nH]cn1', formula: 'C3H4N2' }, // imidazole
  '57-13-6': { smiles: 'NC(N)=O', formula: 'CH4N2O' }, // urea
  '50-01-1': { smiles: 'NC(N)=N.Cl', formula: 'CH6ClN3' }, // guanidine hydrochloride
  '64-17-5': { smiles: 'CCO', formula: 'C2H6O' }, // ethanol
  '67-56-1': { smiles: 'CO', formula: 'CH4O' }, // methanol
  '67-66-3': { smiles: 'ClC(Cl)Cl', formula: 'CHCl3' }, // chloroform
  '67-63-0': { smiles: 'CC(C)O', formula: 'C3H8O' }, // 2-propanol
  '60-24-2': { smiles: 'OCCS', formula: 'C2H6OS' }, // 2-mercaptoethanol
  '56-81-5': { smiles: 'OCC(O)CO', formula: 'C3H8O3' }, // glycerol
  '57-50-1': { smiles: 'OCC1OC(OC2(CO)OC(CO)C(O)C2O)C(O)C(O)C1O', formula: 'C12H22O11' }, // sucrose (constitution)
  '7791-18-6': { smiles: '[Mg+2].[Cl-].[Cl-].O.O.O.O.O.O', formula: 'Cl2H12MgO6' }, // MgCl2·6H2O
  '26628-22-8': { smiles: '[N-]=[N+]=[N-].[Na+]', formula: 'N3Na' }, // sodium azide
  '367-93-1': { smiles: 'CC(C)SC1OC(CO)C(O)C(O)C1O', formula: 'C9H18O5S' }, // IPTG (constitution)
  '7240-90-6': { smiles: 'OCC1OC(Oc2c[nH]c3ccc(Br)c(Cl)c23)C(O)C(O)C1O', formula: 'C14H15BrClNO6' }, // X-Gal (constitution)
  '69-52-3': { smiles: 'CC1(C)SC2C(NC(=O)C(N)c3ccccc3)C(=O)N2C1C(=O)[O-].[Na+]', formula: 'C16H18N3NaO4S' }, // ampicillin sodium
  '58-58-2': { smiles: 'COc1ccc(CC(N)C(=O)NC2C(O)C(n3cnc4c(N(C)C)ncnc43)OC2CO)cc1.Cl.Cl', formula: 'C22H31Cl2N7O5' }, // puromycin 2HCl
  '28718-90-3': { smiles: 'NC(=N)c1ccc(-c2cc3ccc(C(N)=N)cc3[nH]2)cc1.Cl.Cl', formula: 'C16H17Cl2N5' }, // DAPI 2HCl
  '548-62-9': { smiles: 'CN(C)c1ccc(C(=C2C=CC(C=C2)=[N+](C)C)c2ccc(N(C)C)cc2)cc1.[Cl-]', formula: 'C25H30ClN3' }, // crystal violet
  '298-93-1': { smiles: 'Cc1sc(-n2nc(-c3ccccc3)n[n+]2-c2ccccc2)nc1C.[Br-]', formula: 'C18H16BrN5S' }, // MTT
  '50-02-2': { smiles: 'CC1CC2C3CCC4=CC(=O)C=CC4(C)C3(F)C(O)CC2(C)C1(O)C(=O)CO', formula: 'C22H29FO5' }, // dexamethasone (constitution)
  '154447-36-6': { smiles: 'O=c1cc(N2CCOCC2)oc2c(-c3ccccc3)cccc12', formula: 'C19H17NO3' }, // LY294002
  '133407-82-6': { smiles: 'CC(C)CC(C=O)NC(=O)C(CC(C)C)NC(=O)C(CC(C)C)NC(=O)OCc1ccccc1', formula: 'C26H41N3O5' }, // MG-132 (constitution)
  '67-64-1': { smiles: 'CC(C)=O', formula: 'C3H6O' }, // acetone
  '7647-01-0': { smiles: 'Cl', formula: 'HCl' }, // hydrochloric acid (hydrogen chloride)
  '7664-93-9': { smiles: 'OS(=O)(=O)O', formula: 'H2O4S' }, // sulfuric acid
  '7722-64-7': { smiles: '[K+].[O-][Mn](=O)(=O)=O', formula: 'KMnO4' }, // potassium permanganate
  '7722-84-1': { smiles: 'OO', formula: 'H2O2' }, // hydrogen peroxide
  '143-33-9': { smiles: '[Na+].[C-]#N', formula: 'CNNa' }, // sodium cyanide
  '60-29-7': { smiles: 'CCOCC', formula: 'C4H10O' }, // diethyl ether
  '108-88-3': { smiles: 'Cc1ccccc1', formula: 'C7H8' }, // toluene
  '7697-37-2': { smiles: 'O[N+](=O)[O-]', formula: 'HNO3' }, // nitric acid
  '7761-88-8': { smiles: '[Ag+].[O-][N+](=O)[O-]', formula: 'AgNO3' }, // silver nitrate
  '16940-66-2': { smiles: '[Na+].[BH4-]', formula: 'BH4Na' }, // sodium borohydride
  // constitutions of large natural products and dyes, each checked atom by atom against its name (the formula too)
  '20350-15-6': { smiles: 'CC1CCCC=CC2CC(O)CC2C(O)C=CC(=O)O1', formula: 'C16H24O4' }, // brefeldin A
  '25389-94-0': { smiles: 'NCC1OC(OC2C(N)CC(N)C(OC3OC(CO)C(O)C(N)C3O)C2O)C(O)C(O)C1O.OS(=O)(=O)O', formula: 'C18H38N4O15S' }, // kanamycin A sulfate
  '24390-14-5': {
    // (doxycycline·HCl)2·C2H5OH·H2O
    smiles: 'CC1C2C(C3C(C(=O)C(=C(C3(C(=O)C2=C(C4=C1C=CC=C4O)O)O)O)C(=O)N)N(C)C)O.CC1C2C(C3C(C(=O)C(=C(C3(C(=O)C2=C(C4=C1C=CC=C4O)O)O)O)C(=O)N)N(C)C)O.Cl.Cl.CCO.O',
    formula: 'C46H58Cl2N4O18',
  }, // doxycycline hyclate
  '72-57-1': {
    smiles: 'Cc1cc(-c2ccc(N=Nc3c(S(=O)(=O)[O-])cc4cc(S(=O)(=O)[O-])cc(N)c4c3O)c(C)c2)ccc1N=Nc1c(S(=O)(=O)[O-])cc2cc(S(=O)(=O)[O-])cc(N)c2c1O.[Na+].[Na+].[Na+].[Na+]',
    formula: 'C34H24N6Na4O14S4',
  }, // trypan blue
  '6226-79-5': { smiles: 'Oc1c(N=Nc2ccc(N=Nc3ccc(S(=O)(=O)[O-])cc3)cc2S(=O)(=O)[O-])c2ccc(S(=O)(=O)[O-])cc2cc1S(=O)(=O)[O-].[Na+].[Na+].[Na+].[Na+]', formula: 'C22H12N4Na4O13S4' }, // Ponceau S
  '6104-59-2': {
    smiles: 'CCOc1ccc(Nc2ccc(C(=C3C=CC(=[N+](CC)Cc4cccc(S(=O)(=O)[O-])c4)C=C3)c3ccc(N(CC)Cc4cccc(S(=O)(=O)[O-])c4)cc3)cc2)cc1.[Na+]',
    formula: 'C45H44N3NaO7S2',
  }, // Coomassie Brilliant Blue R-250
  // 2-deoxystreptamine, 4-O-(2-amino-2,7-dideoxy-D-glycero-α-D-gluco-heptopyranosyl), 6-O-garosaminyl: 6'-C-methyl
  // gentamicin X2 (gentamicin B1 has 2'-OH and 6'-NH2 instead); as sold, with two H2SO4
  '108321-42-2': { smiles: 'NC1CC(N)C(OC2OC(C(C)O)C(O)C(O)C2N)C(O)C1OC1OCC(C)(O)C(NC)C1O.OS(=O)(=O)O.OS(=O)(=O)O', formula: 'C20H44N4O18S2' }, // G418 disulfate
  // its heavy-atom connections equal those of its InChI (1S/C51H79NO13/c1-30-16-12-…)
  '53123-88-9': {
    smiles: 'OC1CCC(CC1OC)CC(C)C4CC(=O)C(C)C=C(C)C(O)C(OC)C(=O)C(C)CC(C)C=CC=CC=C(C)C(OC)CC2CCC(C)C(O)(O2)C(=O)C(=O)N3CCCCC3C(=O)O4',
    formula: 'C51H79NO13',
  }, // rapamycin
  // phorbol (its InChI's connections) with the myristate on the 12-OH (the ring's CH–O) and the acetate on the 13-OH
  // (the cyclopropane's C–O)
  '16561-29-8': { smiles: 'OCC1=CC2C3C(C)(C)C3(OC(C)=O)C(OC(=O)CCCCCCCCCCCCC)C(C)C2(O)C2C=C(C)C(=O)C2(O)C1', formula: 'C36H56O8' }, // PMA
  // 11,19,21-trihydroxy-4,6,8,12,14,18,20-heptamethyl-22-[5'-(1-hydroxyethyl)-2,5'-dimethyl-octahydro-2,2'-bifuran-5-yl]-
  // 9-oxodocosa-10,16-dienoic acid; the salt is the carboxylate and the enolate (11-O) with Ca2+
  '56092-82-1': {
    smiles: '[O-]C(=O)CCC(C)CC(C)CC(C)C(=O)C=C([O-])C(C)CC(C)CC=CC(C)C(O)C(C)C(O)CC1CCC(C)(O1)C1CCC(C)(O1)C(C)O.[Ca+2]',
    formula: 'C41H70CaO9',
  }, // ionomycin calcium salt
};

/** The material's `smiles` field for a CAS, or nothing. */
export function smilesField(cas: string | undefined): { smiles?: string } {
  const hit = cas ? STRUCTURES[cas] : undefined;
  return hit ? { smiles: hit.smiles } : {};
}
