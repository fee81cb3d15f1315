// PRED-11: the reading notes the prediction service adds beside a contribution that would mislead
// read alone (the data set's coding or selection, or a model's sign against clinical expectation).
// The service's model definitions name them; they live here so that the contracts' Spanish table
// (messages.es.ts) holds them and a page in Spanish shows them in Spanish (I18N-12). The model
// cards carry the same English words, so a change here is a change of the trained artefacts.

export const readingNoteMessages = {
  heartChestPain:
    "In this data set of patients referred for angiography, typical angina went with coronary disease less often (7 of 23 patients, 30 %) than no chest pain at all (105 of 144, 73 %), probably because people without symptoms were referred only after other abnormal tests. The model learned that referral pattern: it counts typical angina towards a lower estimate and 'asymptomatic' towards a higher one. Clinically, typical angina makes coronary disease more likely, not less.",
  heartAge:
    'Older patients had disease more often in this data set, but once the vessels, thallium and exercise-test findings are known the model gives age a small negative weight: a higher age counts slightly towards a lower estimate. That is arithmetic among overlapping findings, not a sign that age protects.',
  heartFastingBloodSugar:
    'A fasting blood sugar above 120 mg/dL was almost unrelated to coronary disease in these 303 patients (22 of 45 with it had disease, 117 of 258 without), and with the other findings known the model gives it a small negative weight. Clinically, diabetes raises the risk of coronary disease.',
  heartFixedDefect:
    'A fixed defect (usually the scar of an old infarction) went with disease in 12 of 18 patients here, but with so few cases the model weighs it below a reversible defect, so it can count towards a lower estimate. Clinically, a fixed defect points to coronary disease.',
  heartDownslopingSt:
    'A downsloping ST segment is the most worrying slope clinically; in this data set it was rare (12 of 21 patients had disease), and the model gives it about the weight of an average case, less than a flat slope.',
  diabetesBloodPressure:
    'The value is the diastolic pressure. In these 768 women it was only weakly related to diabetes, and once glucose, BMI and age are known the model gives it a small negative weight: a high pressure counts slightly towards a lower estimate, a low one slightly towards a higher. That is the data\'s arithmetic, not protection: clinically, high blood pressure goes with a higher risk of diabetes and needs care of its own.',
  diabetesInsulin:
    'On its own a higher 2-hour insulin went with diabetes here, but with glucose known the model gives insulin a small negative weight, so a high value counts slightly towards a lower estimate. Clinically, a high insulin level is a sign of insulin resistance, which raises the risk.',
  caloriesGender:
    "The formula has separate terms for men and women, each multiplied by the workout's duration and heart rate. The amount shown for gender is its share of those products compared with an average workout in the data, not the difference between a man and a woman doing the same workout.",
  insuranceSex:
    'Men cost more on average in this data (13,957 against 12,570 USD), mostly because more of them smoke (23 % against 17 %). With smoking, age and BMI known, the model puts men slightly below women: a small difference, well within the model\'s error.',
  insuranceSoutheast:
    'The southeast costs the most on average in this data (14,735 USD), because more people there have a BMI of 30 or more (67 % against 44 to 53 % elsewhere). With BMI known, the model puts the southeast slightly below the other regions.',
  /** A breast-cancer measurement whose weight has the opposite sign from its own relation with malignancy. */
  breastCancerHigherAlone:
    'On its own, a higher value of this measurement goes with malignancy in the data. The 30 measurements overlap strongly (size, shape, and their worst and spread values), and with the others known the model gives this one the opposite sign: a lower value counts towards malignancy. Read it together with the related measurements, not alone.',
  breastCancerLowerAlone:
    'On its own, a lower value of this measurement goes with malignancy in the data. The 30 measurements overlap strongly (size, shape, and their worst and spread values), and with the others known the model gives this one the opposite sign: a higher value counts towards malignancy. Read it together with the related measurements, not alone.',
} as const;
