<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: pseudonym mode (parameter replacement="pseudonyms"). A reference becomes the surrogate
  that the surrogate table gives for it, instead of its placeholder; a reference without an entry
  (IMPLICIT, CITATION, anything the table does not know) still gets its placeholder, so that no
  original survives a table that is out of date.

  The table comes as JSON in the parameter surrogates-json, the form of a teianon key file:
    {"participants": {"lela2": {"surrogate": "mira7", "forms": {"lela2": "mira7", "Lela": "Mira"}}},
     "references":   {"GPE": {"Mannheim": "Kassel"}, "GEO_DE": {"Düsseldorfern": "Kölnern"}}}
  A participant is found by teianon:participant-key (the first name in the header, lower case);
  an original by its text as teianon:original reads it. On the Saxon command line:
    replacement=pseudonyms ?surrogates-json="unparsed-text('key.json')"

  Every surrogate is marked: the replaced element points with @change to the document's change
  record of type "pseudonymisation", so that nobody reads it as the writer's own words.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:variable name="teianon:pseudonymising" as="xs:boolean" select="$replacement = 'pseudonyms'"/>
  <xsl:variable name="teianon:surrogates" as="map(*)"
    select="if ($teianon:pseudonymising) then parse-json($surrogates-json) else map{}"/>

  <!-- The name by which a participant is known across files: its nickname, else its first name. -->
  <xsl:function name="teianon:participant-key" as="xs:string">
    <xsl:param name="person" as="element(tei:person)"/>
    <xsl:variable name="names" as="element()*" select="$person//tei:persName[not(ancestor::tei:persName)][normalize-space()]"/>
    <!-- A nickname part (addName type="ScreenName") counts as a nickname, as teianon.read.tei reads it. -->
    <xsl:variable name="name" as="element()?"
      select="(($names | $names//*[normalize-space()])[lower-case(@type) = ('nickname', 'nick', 'username', 'screenname', 'handle', 'alias')], $names)[1]"/>
    <xsl:variable name="key" as="xs:string" select="if (exists($name)) then lower-case(normalize-space($name))
                          else '#' || ($person/@xml:id, $person/@id)[1]"/>
    <!-- A person whose name the participant list already replaced (the last pass, which hides
         the names in the header's prose and in attributes, reads the list so): the entry whose
         surrogate that name is, so that "MiszaBot I et al." gets the surrogate, not a placeholder. -->
    <xsl:variable name="table" as="map(*)?" select="$teianon:surrogates?participants"/>
    <xsl:sequence select="
        if (empty($table) or map:contains($table, $key)) then $key
        else (map:keys($table)[some $form in ($table(.)?surrogate, $table(.)?forms?*)
                               satisfies lower-case(normalize-space(string($form))) = $key], $key)[1]"/>
  </xsl:function>

  <!-- The surrogate of a participant's form: its own entry, else the participant's surrogate. -->
  <xsl:function name="teianon:participant-surrogate" as="xs:string?">
    <xsl:param name="person" as="element(tei:person)"/>
    <xsl:param name="original" as="xs:string"/>
    <xsl:variable name="entry" select="$teianon:surrogates?participants?(teianon:participant-key($person))"/>
    <xsl:sequence select="($entry?forms?($original), $entry?surrogate)[1] ! string(.)"/>
  </xsl:function>

  <!-- A participant whom an earlier anonymisation already gave a placeholder as its only name
       ([_FEMALE-PARTICIPANT-A04_]) keeps it: new mentions of it get that placeholder too, not a
       surrogate, so that one document does not call one person two things. -->
  <xsl:function name="teianon:is-anonymised-person" as="xs:boolean">
    <xsl:param name="person" as="element(tei:person)"/>
    <xsl:variable name="names" as="element()*" select="$person//tei:persName[not(ancestor::tei:persName)][normalize-space()]"/>
    <xsl:sequence select="exists($names) and (every $name in $names satisfies teianon:is-placeholder(string($name)))"/>
  </xsl:function>

  <xsl:function name="teianon:surrogate" as="xs:string?">
    <xsl:param name="element" as="element()"/>
    <xsl:variable name="person" as="element(tei:person)?" select="teianon:person($element)"/>
    <xsl:variable name="original" as="xs:string" select="teianon:original($element)"/>
    <xsl:sequence select="
        if (exists($person) and teianon:is-anonymised-person($person)) then ()
        else if (exists($person)) then teianon:participant-surrogate($person, $original)
        else $teianon:surrogates?references?(teianon:reference-category($element))?(teianon:referent($element)) ! string(.)"/>
  </xsl:function>

  <!-- What a reference becomes: its surrogate in pseudonym mode where there is one, else its placeholder. -->
  <xsl:function name="teianon:replacement" as="xs:string">
    <xsl:param name="element" as="element()"/>
    <xsl:param name="numbers" as="map(xs:string, xs:integer)"/>
    <xsl:sequence select="(if ($teianon:pseudonymising) then teianon:surrogate($element) else (),
                           teianon:placeholder($element, $numbers))[1]"/>
  </xsl:function>

  <!-- The id of a document's pseudonymisation record, unique in the file. A teiCorpus's own
       header has no record of its own: what is replaced there points to the first document's. -->
  <xsl:function name="teianon:change-id" as="xs:string">
    <xsl:param name="node" as="node()"/>
    <xsl:variable name="tei" as="element(tei:TEI)?" select="$node/ancestor-or-self::tei:TEI[1]"/>
    <xsl:sequence select="'teianon-pseudonyms'
        || (if (teianon:document-count(root($node)) le 1) then ''
            else if (exists($tei)) then '-' || (teianon:preceding-documents($tei) + 1)
            else '-1')"/>
  </xsl:function>

  <!-- @change on an element whose text became a surrogate: its own pointers kept, ours added. -->
  <xsl:function name="teianon:surrogate-mark" as="attribute()?">
    <xsl:param name="element" as="element()"/>
    <xsl:param name="replacement" as="xs:string"/>
    <xsl:if test="$teianon:pseudonymising and not(teianon:is-placeholder($replacement))">
      <xsl:attribute name="change" select="string-join((tokenize(normalize-space($element/@change)),
                                                        '#' || teianon:change-id($element)), ' ')"/>
    </xsl:if>
  </xsl:function>

</xsl:stylesheet>
